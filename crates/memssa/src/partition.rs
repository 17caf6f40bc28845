//! Partitioned Memory SSA: one SSA name space per **memory region**.
//!
//! LLVM's Memory SSA (the rest of this crate) has a single memory variable.
//! The partitioned form, as in SVF's `MemSSA`, splits memory into regions
//! (sets of abstract objects chosen by a points-to analysis) and builds SSA
//! for each region separately:
//!
//! * every instruction that may read region `r` gets a **MU** of `r`;
//! * every instruction that may write region `r` gets a **CHI** of `r`,
//!   which defines a new version of `r` from the previous one (a CHI is
//!   always a may-definition: it keeps the old version as operand);
//! * the function's entry defines every region the function mentions
//!   (**entry CHIs**); `ret` instructions get **exit MUs** for the regions
//!   the oracle lists as read or written by the function;
//! * a **PHI** of `r` is placed at the iterated dominance frontier of the
//!   blocks that define `r` ([`flow::iterated_frontier`]);
//! * versions are renamed per region along the dominator tree with an
//!   explicit stack (no recursion).
//!
//! This crate knows nothing about points-to analysis: the regions come from
//! a [`RegionOracle`], which pointsto implements.
//!
//! Versions are numbered from 0 in one space per function, in creation
//! order: entry CHIs (by region), then phis (by block in layout order, then
//! region), then CHIs in dominator-tree preorder. Blocks unreachable from the
//! entry get no phis; their MUs, CHIs and the phi operands coming from them
//! read the entry version of the region.
//!
//! # Text form
//! [`crate::print::regions`] writes the function text with one annotation
//! line per MU, CHI and PHI above the instruction (PHIs after the block's
//! label line, entry CHIs before the first instruction of the entry block):
//!
//! ```text
//! ; v0 = ENTRY(r0)
//! ; v3 = PHI(r0: {entry,v0},{loop,v2})
//! ; MU(r0: v3)
//! ; v4 = CHI(r0: v3)
//! ```

use entity::EntityId;
use flow::{iterated_frontier, Cfg, DomTree};
use llir::{Block, Body, Inst, InstKind};
use serde::Serialize;
use std::fmt;

/// Where the regions come from: one oracle per function.
///
/// All lists are sorted, without duplicates, and every id is below
/// [`RegionOracle::num_regions`]; [`PartitionedMemorySsa::build`] reports
/// [`PartitionError::BadOracle`] otherwise.
pub trait RegionOracle {
    /// Number of regions of the function (ids `0..n`).
    fn num_regions(&self) -> u32;
    /// Regions instruction `i` may read (its MUs); empty for most.
    fn mu_regions(&self, i: Inst) -> &[u32];
    /// Regions instruction `i` may write (its CHIs).
    fn chi_regions(&self, i: Inst) -> &[u32];
    /// Regions whose value on entry the function may observe (entry CHIs).
    /// The builder adds every region mentioned by a MU or CHI.
    fn entry_regions(&self) -> &[u32];
    /// Regions the function may read or write, visible to callers (exit MUs
    /// at each `ret`).
    fn exit_regions(&self) -> &[u32];
    /// A readable description of region `r` (the objects it holds).
    fn region_name(&self, r: u32) -> String {
        format!("r{r}")
    }
}

/// A version of a region, numbered per function from 0.
pub type Version = u32;

/// What defines a version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum VersionDef {
    /// The function's entry.
    Entry,
    /// A CHI of an instruction, with the version it may keep.
    Chi {
        /// The instruction.
        inst: u32,
        /// The previous version.
        old: Version,
    },
    /// A phi at the start of a block; one operand per predecessor edge, in
    /// the CFG's predecessor order (duplicated edges repeated).
    Phi {
        /// The block.
        block: u32,
        /// `(predecessor, version)`.
        incoming: Vec<(u32, Version)>,
    },
}

/// One version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VersionData {
    /// Its region.
    pub region: u32,
    /// What defines it.
    pub def: VersionDef,
}

/// A use of a version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum VersionUse {
    /// A MU of an instruction.
    Mu {
        /// The instruction.
        inst: u32,
    },
    /// A CHI (the version it defines).
    Chi {
        /// The CHI's version.
        def: Version,
    },
    /// A phi (the version it defines).
    Phi {
        /// The phi's version.
        def: Version,
    },
}

/// Errors of building or verifying.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartitionError {
    /// The oracle returned an unsorted list or a region out of range.
    BadOracle(String),
    /// An invariant does not hold.
    Invalid(String),
}

impl fmt::Display for PartitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PartitionError::BadOracle(s) => write!(f, "bad region oracle: {s}"),
            PartitionError::Invalid(s) => write!(f, "invalid partitioned Memory SSA: {s}"),
        }
    }
}

impl std::error::Error for PartitionError {}

/// Partitioned Memory SSA of one function.
#[derive(Clone, Debug, Default)]
pub struct PartitionedMemorySsa {
    num_regions: u32,
    versions: Vec<VersionData>,
    /// Entry version of each region (`u32::MAX` if the region is never mentioned).
    entry: Vec<Version>,
    /// Per instruction: `(region, version)` of its MUs, sorted by region.
    mus: Vec<Vec<(u32, Version)>>,
    /// Per instruction: `(region, new version)` of its CHIs, sorted by region.
    chis: Vec<Vec<(u32, Version)>>,
    /// Per block: phi versions, sorted by region.
    phis: Vec<Vec<Version>>,
    /// Per version: its uses, sorted.
    uses: Vec<Vec<VersionUse>>,
    /// Instructions that get exit MUs.
    exit_insts: Vec<Inst>,
}

fn check_list(what: &str, l: &[u32], n: u32) -> Result<(), PartitionError> {
    if l.windows(2).any(|w| w[0] >= w[1]) || l.last().is_some_and(|&r| r >= n) {
        return Err(PartitionError::BadOracle(format!("{what}: {l:?} (num_regions {n})")));
    }
    Ok(())
}

fn merge_sorted(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut v: Vec<u32> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v.dedup();
    v
}

impl PartitionedMemorySsa {
    /// Builds the partitioned Memory SSA of `body` (whose CFG and dominator
    /// tree are `cfg` and `dom`) with the regions of `oracle`. Fails only if
    /// the oracle breaks its contract.
    pub fn build(body: &Body, cfg: &Cfg, dom: &DomTree, oracle: &dyn RegionOracle) -> Result<PartitionedMemorySsa, PartitionError> {
        let n = oracle.num_regions();
        check_list("entry", oracle.entry_regions(), n)?;
        check_list("exit", oracle.exit_regions(), n)?;
        let nb = body.blocks.len();
        // Regions of each instruction and the defining blocks of each region.
        let mut def_blocks: Vec<Vec<Block>> = vec![Vec::new(); n as usize];
        let mut mentioned = vec![false; n as usize];
        let mut exit_insts = Vec::new();
        for (b, bd) in body.blocks.iter() {
            for &i in &bd.insts {
                let (mu, chi) = (oracle.mu_regions(i), oracle.chi_regions(i));
                check_list("mu", mu, n)?;
                check_list("chi", chi, n)?;
                for &r in mu.iter().chain(chi) {
                    mentioned[r as usize] = true;
                }
                for &r in chi {
                    let d = &mut def_blocks[r as usize];
                    if d.last() != Some(&b) {
                        d.push(b);
                    }
                }
                if matches!(body.insts[i].kind, InstKind::Ret { .. }) && !oracle.exit_regions().is_empty() {
                    exit_insts.push(i);
                }
            }
        }
        for &r in oracle.entry_regions().iter().chain(oracle.exit_regions()) {
            mentioned[r as usize] = true;
        }
        let mut p = PartitionedMemorySsa {
            num_regions: n,
            entry: vec![u32::MAX; n as usize],
            exit_insts,
            mus: vec![Vec::new(); body.insts.len()],
            chis: vec![Vec::new(); body.insts.len()],
            phis: vec![Vec::new(); nb],
            ..Default::default()
        };
        if nb == 0 {
            return Ok(p);
        }
        let entry_block = body.entry();
        for r in 0..n {
            if mentioned[r as usize] {
                p.entry[r as usize] = p.versions.len() as u32;
                p.versions.push(VersionData {
                    region: r,
                    def: VersionDef::Entry,
                });
                let d = &mut def_blocks[r as usize];
                if d.first() != Some(&entry_block) {
                    d.insert(0, entry_block);
                }
            }
        }
        // Phis at the iterated frontier of each region's defining blocks.
        let mut phi_regions: Vec<Vec<u32>> = vec![Vec::new(); nb];
        for r in 0..n {
            let d = &def_blocks[r as usize];
            if d.len() < 2 && d.first() == Some(&entry_block) {
                // Only the entry defines it: no phis needed unless the entry is a loop header.
                if cfg.predecessors(entry_block).is_empty() {
                    continue;
                }
            }
            if d.is_empty() {
                continue;
            }
            for b in iterated_frontier(cfg, dom, d) {
                phi_regions[b.index()].push(r);
            }
        }
        for (bi, regs) in phi_regions.iter_mut().enumerate() {
            regs.sort_unstable();
            let b = Block::from_u32(bi as u32);
            let mut vs = Vec::with_capacity(regs.len());
            for &r in regs.iter() {
                let incoming = cfg.predecessors(b).iter().map(|&pb| (pb.as_u32(), p.entry[r as usize])).collect();
                vs.push(p.versions.len() as u32);
                p.versions.push(VersionData {
                    region: r,
                    def: VersionDef::Phi {
                        block: b.as_u32(),
                        incoming,
                    },
                });
            }
            p.phis[b.index()] = vs;
        }
        // For each block, the (successor, operand index) pairs its phi
        // operands sit at. Searching each successor's operand list instead
        // made a block of N predecessors cost O(N^2) (a switch of N cases
        // into one block).
        let mut phi_slots: Vec<Vec<(u32, u32)>> = vec![Vec::new(); nb];
        for (s, vs) in p.phis.iter().enumerate() {
            if vs.is_empty() {
                continue;
            }
            for (k, &pb) in cfg.predecessors(Block::from_u32(s as u32)).iter().enumerate() {
                phi_slots[pb.index()].push((s as u32, k as u32));
            }
        }
        // Renaming along the dominator tree, explicit stack.
        let mut stacks: Vec<Vec<Version>> = p.entry.iter().map(|&v| if v == u32::MAX { Vec::new() } else { vec![v] }).collect();
        let mut reachable = vec![false; nb];
        // (block, next child index, pushed regions log start)
        let mut log: Vec<u32> = Vec::new();
        let mut work: Vec<(Block, usize, usize)> = Vec::new();
        if dom.is_reachable(entry_block) {
            work.push((entry_block, usize::MAX, 0));
        }
        while let Some(top) = work.last_mut() {
            let (b, child, _) = *top;
            if child == usize::MAX {
                top.1 = 0;
                top.2 = log.len();
                reachable[b.index()] = true;
                for &v in &p.phis[b.index()] {
                    let r = p.versions[v as usize].region;
                    stacks[r as usize].push(v);
                    log.push(r);
                }
                for &i in &body.blocks[b].insts {
                    let mu = oracle.mu_regions(i);
                    let mu_all;
                    let mu = if p.exit_insts.binary_search_by_key(&i.as_u32(), |x| x.as_u32()).is_ok() {
                        mu_all = merge_sorted(mu, oracle.exit_regions());
                        &mu_all[..]
                    } else {
                        mu
                    };
                    if !mu.is_empty() {
                        p.mus[i.index()] = mu.iter().map(|&r| (r, *stacks[r as usize].last().unwrap_or(&0))).collect();
                    }
                    let chi = oracle.chi_regions(i);
                    if !chi.is_empty() {
                        let mut out = Vec::with_capacity(chi.len());
                        for &r in chi {
                            let old = *stacks[r as usize].last().unwrap_or(&0);
                            let v = p.versions.len() as u32;
                            p.versions.push(VersionData {
                                region: r,
                                def: VersionDef::Chi { inst: i.as_u32(), old },
                            });
                            stacks[r as usize].push(v);
                            log.push(r);
                            out.push((r, v));
                        }
                        p.chis[i.index()] = out;
                    }
                }
                for &(s, k) in &phi_slots[b.index()] {
                    for &v in &p.phis[s as usize] {
                        let r = p.versions[v as usize].region;
                        let cur = *stacks[r as usize].last().unwrap_or(&0);
                        if let VersionDef::Phi { incoming, .. } = &mut p.versions[v as usize].def {
                            incoming[k as usize].1 = cur;
                        }
                    }
                }
                continue;
            }
            let kids = dom.children(b);
            if child < kids.len() {
                top.1 += 1;
                work.push((kids[child], usize::MAX, 0));
            } else {
                let start = top.2;
                for r in log.drain(start..) {
                    stacks[r as usize].pop();
                }
                work.pop();
            }
        }
        // Unreachable blocks: operands read the entry version.
        for (b, bd) in body.blocks.iter() {
            if reachable[b.index()] {
                continue;
            }
            for &i in &bd.insts {
                let mu = oracle.mu_regions(i);
                if !mu.is_empty() {
                    p.mus[i.index()] = mu.iter().map(|&r| (r, p.entry[r as usize])).collect();
                }
                let chi = oracle.chi_regions(i);
                if !chi.is_empty() {
                    let mut out = Vec::new();
                    for &r in chi {
                        let v = p.versions.len() as u32;
                        p.versions.push(VersionData {
                            region: r,
                            def: VersionDef::Chi {
                                inst: i.as_u32(),
                                old: p.entry[r as usize],
                            },
                        });
                        out.push((r, v));
                    }
                    p.chis[i.index()] = out;
                }
            }
        }
        p.compute_uses();
        Ok(p)
    }

    fn compute_uses(&mut self) {
        let mut uses = vec![Vec::new(); self.versions.len()];
        for (i, l) in self.mus.iter().enumerate() {
            let i = Inst::from_u32(i as u32);
            for &(_, v) in l {
                uses[v as usize].push(VersionUse::Mu { inst: i.as_u32() });
            }
        }
        for (v, d) in self.versions.iter().enumerate() {
            match &d.def {
                VersionDef::Entry => {}
                VersionDef::Chi { old, .. } => uses[*old as usize].push(VersionUse::Chi { def: v as u32 }),
                VersionDef::Phi { incoming, .. } => {
                    for &(_, o) in incoming {
                        uses[o as usize].push(VersionUse::Phi { def: v as u32 });
                    }
                }
            }
        }
        for u in &mut uses {
            u.sort_unstable();
            u.dedup();
        }
        self.uses = uses;
    }

    /// Number of regions.
    pub fn num_regions(&self) -> u32 {
        self.num_regions
    }
    /// All versions, indexed by [`Version`].
    pub fn versions(&self) -> &[VersionData] {
        &self.versions
    }
    /// The entry version of region `r`; `None` if the function never mentions it.
    pub fn entry_version(&self, r: u32) -> Option<Version> {
        self.entry.get(r as usize).copied().filter(|&v| v != u32::MAX)
    }
    /// MUs of instruction `i`: `(region, version read)`, sorted by region
    /// (exit MUs of a `ret` included).
    pub fn mus(&self, i: Inst) -> &[(u32, Version)] {
        &self.mus[i.index()]
    }
    /// CHIs of instruction `i`: `(region, version defined)`, sorted by region.
    pub fn chis(&self, i: Inst) -> &[(u32, Version)] {
        &self.chis[i.index()]
    }
    /// Phi versions at the start of block `b`, sorted by region.
    pub fn phis(&self, b: Block) -> &[Version] {
        &self.phis[b.index()]
    }
    /// Uses of version `v` (def-use chain), sorted.
    pub fn uses(&self, v: Version) -> &[VersionUse] {
        self.uses.get(v as usize).map(|u| &u[..]).unwrap_or(&[])
    }
    /// Counts: `(mus, chis, phis, entry chis)`.
    pub fn counts(&self) -> (usize, usize, usize, usize) {
        let mus = self.mus.iter().map(|l| l.len()).sum();
        let mut c = (mus, 0, 0, 0);
        for v in &self.versions {
            match v.def {
                VersionDef::Entry => c.3 += 1,
                VersionDef::Chi { .. } => c.1 += 1,
                VersionDef::Phi { .. } => c.2 += 1,
            }
        }
        c
    }

    /// Checks the invariants: operands name versions of the right region;
    /// each operand's definition dominates its use (for reachable blocks);
    /// phis have one operand per predecessor edge; def-use chains list
    /// exactly the uses.
    pub fn verify(&self, body: &Body, cfg: &Cfg, dom: &DomTree) -> Result<(), PartitionError> {
        let bad = |s: String| Err(PartitionError::Invalid(s));
        let nv = self.versions.len() as u32;
        // Position of each instruction in its block.
        let mut pos: Vec<u32> = vec![0; body.insts.len()];
        for (_, bd) in body.blocks.iter() {
            for (k, &i) in bd.insts.iter().enumerate() {
                pos[i.index()] = k as u32;
            }
        }
        let def_block = |v: Version| -> Block {
            match &self.versions[v as usize].def {
                VersionDef::Entry => body.entry(),
                VersionDef::Chi { inst, .. } => body.insts[Inst::from_u32(*inst)].block,
                VersionDef::Phi { block, .. } => Block::from_u32(*block),
            }
        };
        // Does version v's def dominate a point just before instruction i (or the end of block b if i is None)?
        let dominates = |v: Version, b: Block, i: Option<Inst>| -> bool {
            if !dom.is_reachable(b) {
                return true;
            }
            let db = def_block(v);
            if db != b {
                return dom.dominates(db, b);
            }
            match (&self.versions[v as usize].def, i) {
                (VersionDef::Chi { inst, .. }, Some(i)) => pos[*inst as usize] < pos[i.index()],
                _ => true,
            }
        };
        let mut expected: Vec<Vec<VersionUse>> = vec![Vec::new(); nv as usize];
        for (i, l) in self.mus.iter().enumerate() {
            let i = Inst::from_u32(i as u32);
            let b = body.insts[i].block;
            for &(r, v) in l {
                if v >= nv || self.versions[v as usize].region != r {
                    return bad(format!("MU of inst {} region r{r} names v{v}", i.as_u32()));
                }
                if !dominates(v, b, Some(i)) {
                    return bad(format!("MU of inst {} reads v{v}, which does not dominate it", i.as_u32()));
                }
                expected[v as usize].push(VersionUse::Mu { inst: i.as_u32() });
            }
        }
        for (i, l) in self.chis.iter().enumerate() {
            let i = Inst::from_u32(i as u32);
            if l.windows(2).any(|w| w[0].0 >= w[1].0) {
                return bad(format!("CHIs of inst {} unsorted", i.as_u32()));
            }
            for &(r, v) in l {
                match self.versions.get(v as usize) {
                    Some(VersionData {
                        region,
                        def: VersionDef::Chi { inst, .. },
                    }) if *region == r && *inst == i.as_u32() => {}
                    _ => return bad(format!("CHI of inst {} region r{r} names v{v}", i.as_u32())),
                }
            }
        }
        for (v, d) in self.versions.iter().enumerate() {
            match &d.def {
                VersionDef::Entry => {
                    if self.entry_version(d.region) != Some(v as u32) {
                        return bad(format!("v{v}: second entry version of r{}", d.region));
                    }
                }
                VersionDef::Chi { inst, old } => {
                    let i = Inst::from_u32(*inst);
                    if *old >= nv || self.versions[*old as usize].region != d.region {
                        return bad(format!("CHI v{v} keeps v{old} of another region"));
                    }
                    if !dominates(*old, body.insts[i].block, Some(i)) {
                        return bad(format!("CHI v{v} keeps v{old}, which does not dominate it"));
                    }
                    expected[*old as usize].push(VersionUse::Chi { def: v as u32 });
                }
                VersionDef::Phi { block, incoming } => {
                    let b = Block::from_u32(*block);
                    let preds = cfg.predecessors(b);
                    if incoming.len() != preds.len() || incoming.iter().zip(preds).any(|(e, p)| e.0 != p.as_u32()) {
                        return bad(format!("PHI v{v}: operands do not match the predecessors"));
                    }
                    // Sorted: a block's phis are created together, by region.
                    if self.phis[b.index()].binary_search(&(v as u32)).is_err() {
                        return bad(format!("PHI v{v} not listed in its block"));
                    }
                    for &(pb, o) in incoming {
                        if o >= nv || self.versions[o as usize].region != d.region {
                            return bad(format!("PHI v{v} names v{o} of another region"));
                        }
                        if !dominates(o, Block::from_u32(pb), None) {
                            return bad(format!("PHI v{v}: v{o} does not dominate the end of its predecessor"));
                        }
                        expected[o as usize].push(VersionUse::Phi { def: v as u32 });
                    }
                }
            }
        }
        for (v, mut e) in expected.into_iter().enumerate() {
            e.sort_unstable();
            e.dedup();
            if e != self.uses[v] {
                return bad(format!("def-use chain of v{v} is wrong"));
            }
        }
        Ok(())
    }

    /// The JSON form (see [`PartitionJson`]).
    pub fn to_json(&self, body: &Body, function: &str, oracle: &dyn RegionOracle) -> PartitionJson {
        let mut mus = Vec::new();
        let mut chis = Vec::new();
        for (_, bd) in body.blocks.iter() {
            for &i in &bd.insts {
                for &(region, version) in &self.mus[i.index()] {
                    mus.push(MuJson {
                        inst: i.as_u32(),
                        region,
                        version,
                    });
                }
                for &(region, version) in &self.chis[i.index()] {
                    chis.push(MuJson {
                        inst: i.as_u32(),
                        region,
                        version,
                    });
                }
            }
        }
        PartitionJson {
            function: function.to_string(),
            regions: (0..self.num_regions).map(|r| oracle.region_name(r)).collect(),
            versions: self.versions.clone(),
            mus,
            chis,
        }
    }
}

/// JSON form of one function's partitioned Memory SSA.
#[derive(Clone, Debug, Serialize)]
pub struct PartitionJson {
    /// Function name.
    pub function: String,
    /// Region descriptions, indexed by region id.
    pub regions: Vec<String>,
    /// Versions, indexed by version number.
    pub versions: Vec<VersionData>,
    /// MUs in layout order (instruction index in the body's arena).
    pub mus: Vec<MuJson>,
    /// CHIs in layout order (`version` is the version defined).
    pub chis: Vec<MuJson>,
}

/// One MU or CHI in JSON.
#[derive(Clone, Debug, Serialize)]
pub struct MuJson {
    /// Instruction index.
    pub inst: u32,
    /// Region.
    pub region: u32,
    /// Version read (MU) or defined (CHI).
    pub version: Version,
}
