//! Compact sparse bit sets for points-to sets.
//!
//! A [`PtsSet`] is a sorted vector of 64-bit chunks, each tagged with the
//! index of the 64-id window it covers (`key = id / 64`). Empty chunks are
//! never stored, so the representation of a set is unique: two sets are
//! equal exactly when their chunk vectors are equal, which lets the solver
//! compare and hash sets cheaply. Points-to sets cluster (the fields of one
//! object get neighbouring ids, the objects of one function are numbered
//! together), so most chunks carry several members.
//!
//! Every binary operation is one linear merge over the two chunk vectors.
//! Unions that add no new chunk are done in place, without allocating.

use std::fmt;

/// One 64-id window of a set: members `key * 64 + b` for each set bit `b`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Chunk {
    key: u32,
    bits: u64,
}

/// A set of `u32` ids (object ids in the solver), stored as sorted chunks.
///
/// Invariant: chunks are sorted by strictly increasing `key` and no chunk
/// has `bits == 0`.
#[derive(Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtsSet {
    chunks: Vec<Chunk>,
}

impl fmt::Debug for PtsSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[inline]
fn split(id: u32) -> (u32, u64) {
    (id >> 6, 1u64 << (id & 63))
}

impl PtsSet {
    /// The empty set (allocates nothing).
    pub const fn new() -> PtsSet {
        PtsSet { chunks: Vec::new() }
    }

    /// The set `{id}`.
    pub fn singleton(id: u32) -> PtsSet {
        let (key, bits) = split(id);
        PtsSet {
            chunks: vec![Chunk { key, bits }],
        }
    }

    /// True if the set has no members.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty()
    }

    /// Number of members.
    pub fn len(&self) -> usize {
        self.chunks.iter().map(|c| c.bits.count_ones() as usize).sum()
    }

    /// Number of 64-id windows holding members.
    pub fn num_chunks(&self) -> usize {
        self.chunks.len()
    }

    /// Removes every member, keeping the allocation.
    pub fn clear(&mut self) {
        self.chunks.clear();
    }

    /// Releases the allocation if the set is empty and shrinks it otherwise.
    pub fn shrink_to_fit(&mut self) {
        self.chunks.shrink_to_fit();
    }

    /// Bytes held on the heap by this set.
    pub fn heap_bytes(&self) -> usize {
        self.chunks.capacity() * std::mem::size_of::<Chunk>()
    }

    /// The chunk holding `key`, as `Ok(index)` or `Err(insertion point)`.
    #[inline]
    fn find(&self, key: u32) -> Result<usize, usize> {
        // Most sets are small: a short linear scan beats a binary search.
        if self.chunks.len() <= 8 {
            for (i, c) in self.chunks.iter().enumerate() {
                if c.key >= key {
                    return if c.key == key { Ok(i) } else { Err(i) };
                }
            }
            return Err(self.chunks.len());
        }
        self.chunks.binary_search_by_key(&key, |c| c.key)
    }

    /// Inserts `id`; returns true if it was absent.
    pub fn insert(&mut self, id: u32) -> bool {
        let (key, bit) = split(id);
        match self.find(key) {
            Ok(i) => {
                let c = &mut self.chunks[i];
                let was = c.bits & bit != 0;
                c.bits |= bit;
                !was
            }
            Err(i) => {
                self.chunks.insert(i, Chunk { key, bits: bit });
                true
            }
        }
    }

    /// Removes `id`; returns true if it was present.
    pub fn remove(&mut self, id: u32) -> bool {
        let (key, bit) = split(id);
        match self.find(key) {
            Ok(i) => {
                let c = &mut self.chunks[i];
                let was = c.bits & bit != 0;
                c.bits &= !bit;
                if c.bits == 0 {
                    self.chunks.remove(i);
                }
                was
            }
            Err(_) => false,
        }
    }

    /// True if `id` is a member.
    #[inline]
    pub fn contains(&self, id: u32) -> bool {
        let (key, bit) = split(id);
        match self.find(key) {
            Ok(i) => self.chunks[i].bits & bit != 0,
            Err(_) => false,
        }
    }

    /// The smallest member, if any.
    pub fn first(&self) -> Option<u32> {
        self.chunks.first().map(|c| c.key * 64 + c.bits.trailing_zeros())
    }

    /// Members in increasing order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            chunks: &self.chunks,
            cur: 0,
            key: 0,
        }
    }

    /// `self |= other`; returns true if `self` grew.
    pub fn union_with(&mut self, other: &PtsSet) -> bool {
        if other.chunks.is_empty() {
            return false;
        }
        if self.chunks.is_empty() {
            self.chunks.clone_from(&other.chunks);
            return true;
        }
        if other.chunks.len() * 16 < self.chunks.len() {
            // A few chunks into many: search each instead of walking all,
            // so N small unions into one large set stay O(N log N) (apart
            // from the moves of chunks inserted in the middle).
            let mut changed = false;
            for c in &other.chunks {
                match self.find(c.key) {
                    Ok(i) => {
                        let t = &mut self.chunks[i];
                        changed |= t.bits | c.bits != t.bits;
                        t.bits |= c.bits;
                    }
                    Err(i) => {
                        self.chunks.insert(i, *c);
                        changed = true;
                    }
                }
            }
            return changed;
        }
        // Pass 1: how many chunks of `other` are missing from `self`?
        let (mut i, mut j, mut missing) = (0, 0, 0usize);
        let (a, b) = (&self.chunks, &other.chunks);
        while j < b.len() {
            if i == a.len() {
                missing += b.len() - j;
                break;
            }
            match a[i].key.cmp(&b[j].key) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Equal => {
                    i += 1;
                    j += 1;
                }
                std::cmp::Ordering::Greater => {
                    missing += 1;
                    j += 1;
                }
            }
        }
        if missing == 0 {
            // Every chunk of `other` has a partner: OR in place.
            let mut changed = false;
            let mut i = 0;
            for c in &other.chunks {
                while self.chunks[i].key < c.key {
                    i += 1;
                }
                let t = &mut self.chunks[i];
                let n = t.bits | c.bits;
                changed |= n != t.bits;
                t.bits = n;
            }
            return changed;
        }
        let mut out = Vec::with_capacity(self.chunks.len() + missing);
        merge_chunks(&self.chunks, &other.chunks, &mut out);
        self.chunks = out;
        true
    }

    /// `a ∪ b`, as a new set of exactly the needed capacity (the pool
    /// keeps it as it is; a clone of `a` grown by [`PtsSet::union_with`]
    /// was allocated twice).
    pub fn union_of(a: &PtsSet, b: &PtsSet) -> PtsSet {
        let (a, b) = (&a.chunks, &b.chunks);
        let (mut i, mut j, mut n) = (0, 0, 0);
        while i < a.len() && j < b.len() {
            let (x, y) = (a[i].key, b[j].key);
            i += (x <= y) as usize;
            j += (y <= x) as usize;
            n += 1;
        }
        n += a.len() - i + b.len() - j;
        let mut out = Vec::with_capacity(n);
        merge_chunks(a, b, &mut out);
        PtsSet { chunks: out }
    }

    /// `self |= src - exclude`; returns true if `self` grew.
    ///
    /// This is the step of difference propagation: `self` is a node's
    /// pending delta, `src` the delta arriving over an edge, `exclude` what
    /// the node already holds.
    pub fn union_with_difference(&mut self, src: &PtsSet, exclude: &PtsSet) -> bool {
        if src.chunks.is_empty() {
            return false;
        }
        if exclude.chunks.is_empty() {
            return self.union_with(src);
        }
        if src.chunks.len() * 16 < self.chunks.len().max(exclude.chunks.len()) {
            // A few chunks against many: search each instead of walking
            // both large sets (an object added to a large pending delta).
            let mut changed = false;
            for c in &src.chunks {
                let bits = match exclude.find(c.key) {
                    Ok(k) => c.bits & !exclude.chunks[k].bits,
                    Err(_) => c.bits,
                };
                if bits == 0 {
                    continue;
                }
                match self.find(c.key) {
                    Ok(i) => {
                        let t = &mut self.chunks[i];
                        changed |= t.bits | bits != t.bits;
                        t.bits |= bits;
                    }
                    Err(i) => {
                        self.chunks.insert(i, Chunk { key: c.key, bits });
                        changed = true;
                    }
                }
            }
            return changed;
        }
        // The bits of chunk `c` of `src` that are not excluded.
        let ex = &exclude.chunks;
        let mut k = 0;
        let mut masked = |c: &Chunk| -> u64 {
            while k < ex.len() && ex[k].key < c.key {
                k += 1;
            }
            if k < ex.len() && ex[k].key == c.key {
                c.bits & !ex[k].bits
            } else {
                c.bits
            }
        };
        // Pass 1: is there anything new, and does it need new chunks?
        let (mut i, mut missing, mut changed) = (0, 0usize, false);
        for c in &src.chunks {
            let bits = masked(c);
            if bits == 0 {
                continue;
            }
            while i < self.chunks.len() && self.chunks[i].key < c.key {
                i += 1;
            }
            if i < self.chunks.len() && self.chunks[i].key == c.key {
                changed |= bits & !self.chunks[i].bits != 0;
            } else {
                missing += 1;
            }
        }
        if missing == 0 && !changed {
            return false;
        }
        let mut k = 0;
        let mut masked = |c: &Chunk| -> u64 {
            while k < ex.len() && ex[k].key < c.key {
                k += 1;
            }
            if k < ex.len() && ex[k].key == c.key {
                c.bits & !ex[k].bits
            } else {
                c.bits
            }
        };
        if missing == 0 {
            let mut i = 0;
            for c in &src.chunks {
                let bits = masked(c);
                if bits == 0 {
                    continue;
                }
                while self.chunks[i].key < c.key {
                    i += 1;
                }
                self.chunks[i].bits |= bits;
            }
            return true;
        }
        let mut out = Vec::with_capacity(self.chunks.len() + missing);
        let a = &self.chunks;
        let mut i = 0;
        for c in &src.chunks {
            let bits = masked(c);
            if bits == 0 {
                continue;
            }
            while i < a.len() && a[i].key < c.key {
                out.push(a[i]);
                i += 1;
            }
            if i < a.len() && a[i].key == c.key {
                out.push(Chunk {
                    key: c.key,
                    bits: a[i].bits | bits,
                });
                i += 1;
            } else {
                out.push(Chunk { key: c.key, bits });
            }
        }
        out.extend_from_slice(&a[i..]);
        self.chunks = out;
        true
    }

    /// `self - other`, as a new set.
    pub fn difference(&self, other: &PtsSet) -> PtsSet {
        let mut out = PtsSet::new();
        out.union_with_difference(self, other);
        out
    }

    /// `self -= other`.
    pub fn subtract(&mut self, other: &PtsSet) {
        if other.chunks.is_empty() || self.chunks.is_empty() {
            return;
        }
        let mut k = 0;
        let ex = &other.chunks;
        self.chunks.retain_mut(|c| {
            while k < ex.len() && ex[k].key < c.key {
                k += 1;
            }
            if k < ex.len() && ex[k].key == c.key {
                c.bits &= !ex[k].bits;
            }
            c.bits != 0
        });
    }

    /// `self & other`, as a new set.
    pub fn intersection(&self, other: &PtsSet) -> PtsSet {
        let mut out = Vec::new();
        let (a, b) = (&self.chunks, &other.chunks);
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].key.cmp(&b[j].key) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    let bits = a[i].bits & b[j].bits;
                    if bits != 0 {
                        out.push(Chunk { key: a[i].key, bits });
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        PtsSet { chunks: out }
    }

    /// True if the two sets share a member.
    pub fn intersects(&self, other: &PtsSet) -> bool {
        let (small, large) = if self.chunks.len() <= other.chunks.len() {
            (self, other)
        } else {
            (other, self)
        };
        if small.chunks.len() * 16 < large.chunks.len() {
            // A few chunks against many: search each.
            return small.chunks.iter().any(|c| match large.find(c.key) {
                Ok(i) => large.chunks[i].bits & c.bits != 0,
                Err(_) => false,
            });
        }
        let (a, b) = (&self.chunks, &other.chunks);
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].key.cmp(&b[j].key) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    if a[i].bits & b[j].bits != 0 {
                        return true;
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        false
    }

    /// True if every member of `self` is in `other`.
    pub fn is_subset(&self, other: &PtsSet) -> bool {
        if self.chunks.len() > other.chunks.len() {
            return false;
        }
        if self.chunks.len() * 16 < other.chunks.len() {
            // A few chunks against many: search each.
            return self.chunks.iter().all(|c| match other.find(c.key) {
                Ok(i) => c.bits & !other.chunks[i].bits == 0,
                Err(_) => false,
            });
        }
        let b = &other.chunks;
        let mut j = 0;
        for c in &self.chunks {
            while j < b.len() && b[j].key < c.key {
                j += 1;
            }
            if j == b.len() || b[j].key != c.key || c.bits & !b[j].bits != 0 {
                return false;
            }
        }
        true
    }

    /// Applies `f` to every member and collects the results (which need not
    /// be sorted or distinct) into a new set.
    pub fn map(&self, mut f: impl FnMut(u32) -> u32) -> PtsSet {
        let mut v: Vec<u32> = self.iter().map(&mut f).collect();
        v.sort_unstable();
        v.dedup();
        PtsSet::from_sorted(&v)
    }

    /// The set of the ids whose bits are set in `words` (id `64 * k + b`
    /// for bit `b` of `words[k]`), of exactly the needed capacity; leaves
    /// `words` all zero, ready for reuse.
    pub fn drain_words(words: &mut [u64]) -> PtsSet {
        let n = words.iter().filter(|&&w| w != 0).count();
        let mut chunks = Vec::with_capacity(n);
        for (k, w) in words.iter_mut().enumerate() {
            if *w != 0 {
                chunks.push(Chunk {
                    key: k as u32,
                    bits: std::mem::take(w),
                });
            }
        }
        PtsSet { chunks }
    }

    /// The set of the ids in `sorted` (strictly increasing).
    pub fn from_sorted(sorted: &[u32]) -> PtsSet {
        let mut chunks: Vec<Chunk> = Vec::new();
        for &id in sorted {
            let (key, bit) = split(id);
            match chunks.last_mut() {
                Some(c) if c.key == key => c.bits |= bit,
                _ => chunks.push(Chunk { key, bits: bit }),
            }
        }
        PtsSet { chunks }
    }
}

impl FromIterator<u32> for PtsSet {
    fn from_iter<I: IntoIterator<Item = u32>>(iter: I) -> Self {
        let mut v: Vec<u32> = iter.into_iter().collect();
        v.sort_unstable();
        v.dedup();
        PtsSet::from_sorted(&v)
    }
}

impl<'a> IntoIterator for &'a PtsSet {
    type Item = u32;
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The union of many sets, minus one, in a dense bit buffer that is
/// reused: a bit per id up to the largest member ever added, and a
/// summary bit per word that may be nonzero. Meant for dense id spaces
/// such as object ids (the buffer never shrinks).
///
/// The solver keeps one and fills it only while it closes an open delta
/// (the sets added since the node was last processed): the buffer stays
/// in cache, where growing one bit set per open delta in place wrote into
/// cold memory on every addition (on OpenSSL -O2, 58,000 deltas were open
/// at once; those writes and the final scan were a third of the solve).
/// Emptied by [`UnionBuffer::take_difference`].
#[derive(Default)]
pub(crate) struct UnionBuffer {
    words: Vec<u64>,
    /// Bit `k % 64` of word `k / 64` is set if `words[k]` may be nonzero.
    summary: Vec<u64>,
    /// Scratch chunks of [`UnionBuffer::take_difference`] (kept to reuse).
    scratch: Vec<Chunk>,
}

impl UnionBuffer {
    /// The word for window `key`, marked in the summary.
    #[inline]
    fn word(&mut self, key: u32) -> &mut u64 {
        let k = key as usize;
        if k >= self.words.len() {
            let len = (k + 1).next_power_of_two().max(64);
            self.words.resize(len, 0);
            self.summary.resize(len / 64, 0);
        }
        self.summary[k / 64] |= 1 << (k % 64);
        &mut self.words[k]
    }

    /// Inserts `id`.
    #[inline]
    pub fn insert(&mut self, id: u32) {
        let (key, bit) = split(id);
        *self.word(key) |= bit;
    }

    /// `self |= s`.
    #[inline]
    pub fn union_with(&mut self, s: &PtsSet) {
        for c in &s.chunks {
            *self.word(c.key) |= c.bits;
        }
    }

    /// True if the buffer has no members.
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Returns `self - exclude` as a sparse set (of exactly the needed
    /// capacity) and leaves the buffer empty.
    pub fn take_difference(&mut self, exclude: &PtsSet) -> PtsSet {
        let ex = &exclude.chunks;
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        let mut j = 0;
        for (g, sw) in self.summary.iter_mut().enumerate() {
            let mut bits = std::mem::take(sw);
            while bits != 0 {
                let k = g * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let w = std::mem::take(&mut self.words[k]);
                if w == 0 {
                    continue;
                }
                let key = k as u32;
                // Keys are visited in increasing order: one merge with `ex`.
                while j < ex.len() && ex[j].key < key {
                    j += 1;
                }
                let b = match ex.get(j) {
                    Some(c) if c.key == key => w & !c.bits,
                    _ => w,
                };
                if b != 0 {
                    out.push(Chunk { key, bits: b });
                }
            }
        }
        let set = PtsSet {
            chunks: out.as_slice().to_vec(),
        };
        self.scratch = out;
        set
    }
}

/// Iterator over the members of a [`PtsSet`] in increasing order.
pub struct Iter<'a> {
    chunks: &'a [Chunk],
    cur: u64,
    key: u32,
}

impl Iterator for Iter<'_> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        while self.cur == 0 {
            let (first, rest) = self.chunks.split_first()?;
            self.cur = first.bits;
            self.key = first.key;
            self.chunks = rest;
        }
        let b = self.cur.trailing_zeros();
        self.cur &= self.cur - 1;
        Some(self.key * 64 + b)
    }
}

/// Hash-consed points-to sets: every distinct set is stored once, named by
/// a `u32` id (0 is the empty set), and operations on ids are memoized.
///
/// After Barbar and Sui, "Hash Consing Points-to Sets" (SAS 2021): in
/// Andersen's analysis most nodes hold one of few distinct sets, and the
/// same unions and differences are computed again and again; with ids they
/// are computed once. The memo tables are dropped when they grow past a
/// limit (they are caches).
///
/// Sets nobody names any more are freed only by [`SetPool::compact`],
/// which the owner calls with every id it still holds. Without it a
/// solver whose sets are large keeps every intermediate set: on OpenSSL
/// (sets of 5,000 objects) 357,000 sets of 6.5 GB, of which 33,000 were
/// live at the end.
pub(crate) struct SetPool {
    sets: Vec<std::rc::Rc<PtsSet>>,
    index: std::collections::HashMap<u64, Vec<u32>, rustc_hash::FxBuildHasher>,
    union: std::collections::HashMap<(u32, u32), u32, rustc_hash::FxBuildHasher>,
    diff: std::collections::HashMap<(u32, u32), u32, rustc_hash::FxBuildHasher>,
    inter: std::collections::HashMap<(u32, u32), u32, rustc_hash::FxBuildHasher>,
    /// Heap bytes of the sets interned since the last compaction.
    new_bytes: usize,
    /// Heap bytes of the sets a compaction kept.
    kept_bytes: usize,
}

/// The id of the empty set in every [`SetPool`].
pub(crate) const EMPTY_SET: u32 = 0;

impl SetPool {
    const MEMO_LIMIT: usize = 1 << 22;

    pub fn new() -> SetPool {
        let mut p = SetPool {
            sets: Vec::new(),
            index: Default::default(),
            union: Default::default(),
            diff: Default::default(),
            inter: Default::default(),
            new_bytes: 0,
            kept_bytes: 0,
        };
        p.intern(PtsSet::new());
        p
    }

    /// Below this many bytes of new sets a compaction is never worth it.
    const COMPACT_MIN_BYTES: usize = 64 << 20;

    /// True once the sets interned since the last [`SetPool::compact`]
    /// hold more bytes than it kept (and at least 64 MiB): compacting
    /// then costs time proportional to what was allocated since, so the
    /// pool's memory stays within about twice its live sets at an
    /// amortized constant cost per byte interned.
    pub fn wants_compaction(&self) -> bool {
        self.new_bytes > Self::COMPACT_MIN_BYTES.max(self.kept_bytes)
    }

    /// Frees every set that no id in `roots` names and renumbers the rest
    /// densely in the order `roots` first names them (the empty set keeps
    /// id 0); each root is rewritten in place. Memo tables are cleared.
    /// Ids held anywhere else are invalid afterwards. An id outside the
    /// pool (a caller's sentinel) must not be passed.
    pub fn compact<'r>(&mut self, roots: impl IntoIterator<Item = &'r mut u32>) {
        const UNSEEN: u32 = u32::MAX;
        let old = std::mem::take(&mut self.sets);
        let mut map = vec![UNSEEN; old.len()];
        let mut kept: Vec<std::rc::Rc<PtsSet>> = Vec::new();
        map[EMPTY_SET as usize] = EMPTY_SET;
        kept.push(old[EMPTY_SET as usize].clone());
        for r in roots {
            let m = &mut map[*r as usize];
            if *m == UNSEEN {
                *m = kept.len() as u32;
                kept.push(old[*r as usize].clone());
            }
            *r = *m;
        }
        drop(old);
        self.index.clear();
        self.union.clear();
        self.diff.clear();
        self.inter.clear();
        self.kept_bytes = 0;
        for (id, s) in kept.iter().enumerate() {
            self.kept_bytes += s.heap_bytes();
            self.index.entry(Self::hash(s)).or_default().push(id as u32);
        }
        self.sets = kept;
        self.new_bytes = 0;
    }

    fn hash(s: &PtsSet) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        s.hash(&mut h);
        h.finish()
    }

    /// The id of `s`.
    pub fn intern(&mut self, mut s: PtsSet) -> u32 {
        let h = Self::hash(&s);
        if let Some(ids) = self.index.get(&h) {
            for &id in ids {
                if *self.sets[id as usize] == s {
                    return id;
                }
            }
        }
        let id = self.sets.len() as u32;
        // Pooled sets never grow again.
        s.shrink_to_fit();
        self.new_bytes += s.heap_bytes();
        self.sets.push(std::rc::Rc::new(s));
        self.index.entry(h).or_default().push(id);
        id
    }

    /// The id of `s`, cloning it only if it is new.
    pub fn intern_ref(&mut self, s: &PtsSet) -> u32 {
        let h = Self::hash(s);
        if let Some(ids) = self.index.get(&h) {
            for &id in ids {
                if *self.sets[id as usize] == *s {
                    return id;
                }
            }
        }
        let id = self.sets.len() as u32;
        self.new_bytes += s.heap_bytes();
        self.sets.push(std::rc::Rc::new(s.clone()));
        self.index.entry(h).or_default().push(id);
        id
    }

    /// The set named `id`.
    #[inline]
    pub fn get(&self, id: u32) -> &PtsSet {
        &self.sets[id as usize]
    }

    /// A shared handle on the set named `id` (cheap to clone).
    #[inline]
    pub fn rc(&self, id: u32) -> std::rc::Rc<PtsSet> {
        self.sets[id as usize].clone()
    }

    /// All sets, indexed by id.
    pub fn into_sets(self) -> Vec<PtsSet> {
        drop(self.index);
        self.sets
            .into_iter()
            .map(|r| std::rc::Rc::try_unwrap(r).unwrap_or_else(|r| (*r).clone()))
            .collect()
    }

    fn trim(&mut self) {
        if self.union.len() + self.diff.len() + self.inter.len() > Self::MEMO_LIMIT {
            self.union.clear();
            self.diff.clear();
            self.inter.clear();
        }
    }

    /// `a ∪ b`.
    pub fn union(&mut self, a: u32, b: u32) -> u32 {
        if a == b || b == EMPTY_SET {
            return a;
        }
        if a == EMPTY_SET {
            return b;
        }
        let key = (a.min(b), a.max(b));
        if let Some(&r) = self.union.get(&key) {
            return r;
        }
        let (x, y) = (self.get(key.0), self.get(key.1));
        let r = if y.is_subset(x) {
            key.0
        } else if x.is_subset(y) {
            key.1
        } else {
            let s = PtsSet::union_of(x, y);
            self.intern(s)
        };
        self.trim();
        self.union.insert(key, r);
        r
    }

    /// `a - b`.
    pub fn difference(&mut self, a: u32, b: u32) -> u32 {
        if a == EMPTY_SET || a == b {
            return EMPTY_SET;
        }
        if b == EMPTY_SET {
            return a;
        }
        if let Some(&r) = self.diff.get(&(a, b)) {
            return r;
        }
        let (x, y) = (self.get(a), self.get(b));
        let r = if !x.intersects(y) {
            a
        } else {
            let s = x.difference(y);
            self.intern(s)
        };
        self.trim();
        self.diff.insert((a, b), r);
        r
    }

    /// `a ∩ b`.
    pub fn intersection(&mut self, a: u32, b: u32) -> u32 {
        if a == b {
            return a;
        }
        if a == EMPTY_SET || b == EMPTY_SET {
            return EMPTY_SET;
        }
        let key = (a.min(b), a.max(b));
        if let Some(&r) = self.inter.get(&key) {
            return r;
        }
        let s = self.get(a).intersection(self.get(b));
        let r = self.intern(s);
        self.trim();
        self.inter.insert(key, r);
        r
    }

    /// `a ∪ {x}`.
    pub fn insert(&mut self, a: u32, x: u32) -> u32 {
        if self.get(a).contains(x) {
            return a;
        }
        let mut s = self.get(a).clone();
        s.insert(x);
        self.intern(s)
    }
}

/// Appends the chunks of `a ∪ b` to `out`, in key order: both inputs are
/// sorted by key with one chunk per key, and so is the result.
fn merge_chunks(a: &[Chunk], b: &[Chunk], out: &mut Vec<Chunk>) {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].key.cmp(&b[j].key) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(Chunk {
                    key: a[i].key,
                    bits: a[i].bits | b[j].bits,
                });
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn set(v: &[u32]) -> PtsSet {
        v.iter().copied().collect()
    }

    #[test]
    fn insert_remove_iterate() {
        let mut s = PtsSet::new();
        assert!(s.insert(130));
        assert!(s.insert(3));
        assert!(!s.insert(3));
        assert!(s.insert(64));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 64, 130]);
        assert_eq!(s.len(), 3);
        assert_eq!(s.first(), Some(3));
        assert!(s.remove(64));
        assert!(!s.remove(64));
        assert!(!s.contains(64));
        assert_eq!(s, set(&[3, 130]));
        assert!(s.remove(3));
        assert!(s.remove(130));
        assert!(s.is_empty());
        assert_eq!(s, PtsSet::new(), "empty chunks must not linger");
    }

    #[test]
    fn union_in_place_and_by_merge() {
        let mut a = set(&[1, 65]);
        assert!(a.union_with(&set(&[2])));
        assert!(!a.union_with(&set(&[1, 2])));
        assert!(a.union_with(&set(&[200, 0])));
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![0, 1, 2, 65, 200]);
    }

    #[test]
    fn few_chunks_into_many_by_search() {
        // 40 windows in `self` and in `exclude`, one in `src`: the search path.
        let many: Vec<u32> = (0..40).map(|k| k * 64).collect();
        let mut d = set(&many);
        let exclude: PtsSet = (0..40).map(|k| k * 64 + 1).collect();
        assert!(!d.union_with_difference(&set(&[65, 64]), &exclude), "65 excluded, 64 present");
        assert!(d.union_with_difference(&set(&[66, 65]), &exclude), "66 is new");
        assert!(d.contains(66) && !d.contains(65));
        assert!(d.union_with_difference(&set(&[5000]), &exclude), "a new window at the end");
        assert!(
            d.union_with_difference(&set(&[63 * 64 + 2]), &exclude),
            "a new window in the middle"
        );
        let mut want = many.clone();
        want.extend([66, 5000, 63 * 64 + 2]);
        want.sort_unstable();
        assert_eq!(d, set(&want));
        assert_eq!(set(&[65, 66]).difference(&exclude), set(&[66]), "difference takes the same path");
        // intersects and is_subset search too, either way round.
        assert!(set(&[65]).intersects(&exclude) && exclude.intersects(&set(&[65])));
        assert!(!set(&[66, 5000]).intersects(&exclude) && !exclude.intersects(&set(&[66])));
        assert!(set(&[1, 65]).is_subset(&exclude));
        assert!(!set(&[1, 66]).is_subset(&exclude) && !set(&[1, 5000]).is_subset(&exclude));
        assert!(!exclude.is_subset(&set(&[1])));
    }

    #[test]
    fn drain_words_takes_every_bit_and_clears() {
        let mut w = vec![0u64; 4];
        w[0] = 0b101;
        w[3] = 1 << 63;
        let s = PtsSet::drain_words(&mut w);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2, 255]);
        assert_eq!(s.chunks.capacity(), 2);
        assert!(w.iter().all(|&x| x == 0));
        assert!(PtsSet::drain_words(&mut w).is_empty());
    }

    #[test]
    fn largest_ids_round_trip() {
        let s = set(&[u32::MAX, u32::MAX - 64, 0]);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, u32::MAX - 64, u32::MAX]);
        assert!(s.contains(u32::MAX));
    }

    fn dense_ids() -> impl Strategy<Value = Vec<u32>> {
        // Ids of a dense space (the dense form grows to its largest member).
        prop::collection::vec(prop_oneof![0u32..300, 0u32..20_000], 0..60)
    }

    fn ids() -> impl Strategy<Value = Vec<u32>> {
        // Small and large ids, so both dense chunks and sparse windows occur.
        prop::collection::vec(prop_oneof![0u32..300, 0u32..100_000, Just(u32::MAX)], 0..60)
    }

    #[test]
    fn pool_shares_equal_sets_and_memoizes() {
        let mut p = SetPool::new();
        let a = p.intern(set(&[1, 2, 300]));
        let b = p.intern(set(&[2, 400]));
        assert_eq!(p.intern(set(&[300, 1, 2])), a);
        let u = p.union(a, b);
        assert_eq!(p.get(u), &set(&[1, 2, 300, 400]));
        assert_eq!(p.union(b, a), u);
        assert_eq!(p.union(u, a), u, "a subset unions to the superset's id");
        let d = p.difference(u, b);
        assert_eq!(p.get(d), &set(&[1, 300]));
        assert_eq!(p.difference(a, a), EMPTY_SET);
        let i = p.intersection(a, b);
        assert_eq!(p.get(i), &set(&[2]));
        let j = p.insert(i, 7);
        assert_eq!(p.get(j), &set(&[2, 7]));
        assert_eq!(p.insert(j, 7), j);
    }

    #[test]
    fn compaction_keeps_named_sets_and_frees_the_rest() {
        let mut p = SetPool::new();
        let a = p.intern(set(&[1, 2, 300]));
        let garbage = p.intern(set(&[5, 6]));
        let b = p.intern(set(&[2, 400]));
        let u = p.union(a, b);
        assert_ne!(garbage, EMPTY_SET);
        // Roots name `u` twice and `b` once, and the empty set.
        let mut roots = [u, b, u, EMPTY_SET];
        p.compact(roots.iter_mut());
        assert_eq!(roots, [1, 2, 1, EMPTY_SET], "renumbered densely in the order first named");
        assert_eq!(p.sets.len(), 3, "`a` and the garbage set are gone");
        assert_eq!(p.get(roots[0]), &set(&[1, 2, 300, 400]));
        assert_eq!(p.get(roots[1]), &set(&[2, 400]));
        // Interning finds kept sets again and gives fresh ids to new ones.
        assert_eq!(p.intern(set(&[400, 2])), roots[1]);
        let a2 = p.intern(set(&[1, 2, 300]));
        assert_eq!(a2, 3);
        // Memos were cleared, so no stale id comes back.
        let u2 = p.union(a2, roots[1]);
        assert_eq!(u2, roots[0]);
        let d = p.difference(roots[0], a2);
        assert_eq!(p.get(d), &set(&[400]));
    }

    #[test]
    fn compaction_is_wanted_only_after_enough_new_bytes() {
        let mut p = SetPool::new();
        assert!(!p.wants_compaction());
        // 2^21 chunks of 16 bytes: 32 MiB, under the 64 MiB floor.
        let big: PtsSet = (0..1u32 << 21).map(|k| k * 64).collect();
        let id = p.intern(big);
        assert!(!p.wants_compaction());
        let big2: PtsSet = (0..1u32 << 21).map(|k| k * 64 + 1).collect();
        let id2 = p.intern(big2);
        let big3: PtsSet = (0..1u32 << 21).map(|k| k * 64 + 2).collect();
        p.intern(big3);
        assert!(p.wants_compaction(), "96 MiB new, nothing kept yet");
        let mut roots = [id, id2];
        p.compact(roots.iter_mut());
        assert!(!p.wants_compaction(), "64 MiB kept: the next compaction waits for more than that");
    }

    proptest! {
        #[test]
        fn matches_btreeset(a in ids(), b in ids(), c in ids(), probe in 0u32..300) {
            let (sa, sb, sc) = (set(&a), set(&b), set(&c));
            let (ta, tb, tc): (BTreeSet<u32>, BTreeSet<u32>, BTreeSet<u32>) =
                (a.iter().copied().collect(), b.iter().copied().collect(), c.iter().copied().collect());
            prop_assert_eq!(sa.iter().collect::<Vec<_>>(), ta.iter().copied().collect::<Vec<_>>());
            prop_assert_eq!(sa.len(), ta.len());
            prop_assert_eq!(sa.contains(probe), ta.contains(&probe));

            let mut u = sa.clone();
            let grew = u.union_with(&sb);
            let tu: BTreeSet<u32> = ta.union(&tb).copied().collect();
            prop_assert_eq!(u.iter().collect::<Vec<_>>(), tu.iter().copied().collect::<Vec<_>>());
            prop_assert_eq!(grew, tu.len() > ta.len());
            let u2 = PtsSet::union_of(&sa, &sb);
            prop_assert_eq!(u2.chunks.capacity(), u2.chunks.len(), "exact capacity");
            prop_assert_eq!(&u2, &u);

            let mut d = sc.clone();
            let grew = d.union_with_difference(&sa, &sb);
            let td: BTreeSet<u32> = tc.union(&ta.difference(&tb).copied().collect()).copied().collect();
            prop_assert_eq!(d.iter().collect::<Vec<_>>(), td.iter().copied().collect::<Vec<_>>());
            prop_assert_eq!(grew, td.len() > tc.len());

            let mut s = sa.clone();
            s.subtract(&sb);
            prop_assert_eq!(s.iter().collect::<Vec<_>>(), ta.difference(&tb).copied().collect::<Vec<_>>());
            prop_assert_eq!(sa.difference(&sb), s);

            let i = sa.intersection(&sb);
            prop_assert_eq!(i.iter().collect::<Vec<_>>(), ta.intersection(&tb).copied().collect::<Vec<_>>());
            prop_assert_eq!(sa.intersects(&sb), !ta.is_disjoint(&tb));
            prop_assert_eq!(sa.is_subset(&sb), ta.is_subset(&tb));
            prop_assert_eq!(sa == sb, ta == tb);

            let mut r = sa.clone();
            let mut tr = ta.clone();
            for x in &b {
                prop_assert_eq!(r.remove(*x), tr.remove(x));
            }
            prop_assert_eq!(r.iter().collect::<Vec<_>>(), tr.iter().copied().collect::<Vec<_>>());
        }

        #[test]
        fn union_buffer_matches_btreeset(a in dense_ids(), b in dense_ids(), c in dense_ids(), probe in 0u32..300) {
            let (sa, sb, sc) = (set(&a), set(&b), set(&c));
            let (ta, tb, tc): (BTreeSet<u32>, BTreeSet<u32>, BTreeSet<u32>) =
                (a.iter().copied().collect(), b.iter().copied().collect(), c.iter().copied().collect());
            let mut buf = UnionBuffer::default();
            // The buffer is reused: a first round must leave nothing behind.
            buf.insert(5000);
            buf.insert(7);
            prop_assert_eq!(buf.take_difference(&set(&[7])), set(&[5000]));
            prop_assert!(buf.is_empty());
            buf.union_with(&sc);
            buf.union_with(&sc);
            buf.union_with(&sb);
            buf.union_with(&sa);
            buf.insert(probe);
            buf.insert(probe);
            let mut all: BTreeSet<u32> = tc.union(&tb).copied().collect();
            all.extend(ta.iter().copied());
            all.insert(probe);
            let want = set(&all.difference(&tb).copied().collect::<Vec<_>>());
            let got = buf.take_difference(&sb);
            prop_assert_eq!(got.chunks.capacity(), got.chunks.len(), "exact capacity");
            prop_assert_eq!(got, want);
            prop_assert!(buf.is_empty());
            prop_assert_eq!(buf.take_difference(&PtsSet::new()), PtsSet::new());
        }
    }
}
