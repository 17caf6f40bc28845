//! Strongly connected components, for cycle elimination.
//!
//! Tarjan's algorithm ("Depth-first search and linear graph algorithms",
//! SIAM J. Comput. 1972), written with an explicit stack so that graphs of
//! millions of nodes and arbitrarily long paths cannot overflow the call
//! stack. Graphs are anything that lists each vertex's successors as a
//! slice ([`Graph`]): compressed sparse row form, or the solver's own
//! successor lists (copying 62M edges of OpenSSL -O2 into one array per
//! pass cost as much as the search).

/// A directed graph over vertices `0..len()`.
pub(crate) trait Graph {
    /// Number of vertices.
    fn len(&self) -> usize;
    /// The successors of `v`, in the order the search follows them.
    fn successors(&self, v: u32) -> &[u32];
}

/// A directed graph over vertices `0..n` in compressed sparse row form.
#[derive(Clone, Debug, Default)]
pub(crate) struct Csr {
    /// `targets[offsets[v]..offsets[v + 1]]` are the successors of `v`.
    pub offsets: Vec<u32>,
    /// Concatenated successor lists.
    pub targets: Vec<u32>,
}

impl Csr {
    /// Builds the graph from `(from, to)` edges over vertices `0..n`.
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Csr {
        let mut offsets = vec![0u32; n + 1];
        for &(a, _) in edges {
            offsets[a as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(a, b) in edges {
            targets[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
        }
        Csr { offsets, targets }
    }
}

impl Graph for Csr {
    fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }
    fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.offsets[v as usize] as usize..self.offsets[v as usize + 1] as usize]
    }
}

/// Successor lists, one per vertex (a call graph's callee lists).
impl Graph for [Vec<u32>] {
    fn len(&self) -> usize {
        <[Vec<u32>]>::len(self)
    }
    fn successors(&self, v: u32) -> &[u32] {
        &self[v as usize]
    }
}

/// The strongly connected components of `g`.
///
/// Returns `(comp, count)`: `comp[v]` is the component of `v`, numbered in
/// the order Tarjan's algorithm completes them, so for every edge `u -> v`
/// between different components `comp[u] > comp[v]` (component numbers
/// are a reverse topological order). Roots are tried in increasing vertex
/// order, which makes the numbering deterministic.
pub(crate) fn tarjan(g: &(impl Graph + ?Sized)) -> (Vec<u32>, u32) {
    let n = g.len();
    const UNSEEN: u32 = 0;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut comp = vec![u32::MAX; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut frames: Vec<(u32, u32)> = Vec::new();
    let mut next_index = 1u32;
    let mut count = 0u32;
    for root in 0..n as u32 {
        if index[root as usize] != UNSEEN {
            continue;
        }
        index[root as usize] = next_index;
        low[root as usize] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        frames.push((root, 0));
        while let Some(&mut (v, ref mut pos)) = frames.last_mut() {
            let succ = g.successors(v);
            if (*pos as usize) < succ.len() {
                let w = succ[*pos as usize];
                *pos += 1;
                if index[w as usize] == UNSEEN {
                    index[w as usize] = next_index;
                    low[w as usize] = next_index;
                    next_index += 1;
                    stack.push(w);
                    on_stack[w as usize] = true;
                    frames.push((w, 0));
                } else if on_stack[w as usize] {
                    low[v as usize] = low[v as usize].min(index[w as usize]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(u, _)) = frames.last() {
                low[u as usize] = low[u as usize].min(low[v as usize]);
            }
            if low[v as usize] == index[v as usize] {
                loop {
                    let w = stack.pop().expect("Tarjan stack holds the component");
                    on_stack[w as usize] = false;
                    comp[w as usize] = count;
                    if w == v {
                        break;
                    }
                }
                count += 1;
            }
        }
    }
    (comp, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_in_reverse_topological_order() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3, 4 alone.
        let g = Csr::from_edges(5, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let (comp, count) = tarjan(&g);
        assert_eq!(count, 4);
        assert_eq!(comp[1], comp[2]);
        assert!(comp[0] > comp[1]);
        assert!(comp[1] > comp[3]);
        assert_ne!(comp[4], comp[0]);
    }

    #[test]
    fn a_long_path_does_not_overflow() {
        let n = 1_000_000u32;
        let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        edges.push((n - 1, 0));
        let (comp, count) = tarjan(&Csr::from_edges(n as usize, &edges));
        assert_eq!(count, 1);
        assert!(comp.iter().all(|&c| c == 0));
    }
}
