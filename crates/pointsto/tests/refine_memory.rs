//! The memory-saving paths of `refine` give what the plain ones give: the
//! flow-sensitive stage over a build handed to it equals the one that
//! builds its own, counting the rebuild without keeping it equals building
//! then counting, and the compact form of the regions (bit sets, region
//! lists by index) answers what the lists did.

use llir::{Func, Module, Value};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::refine::{build_all, build_all_counted, refine_with};
use pointsto::regions::ModuleRegions;
use pointsto::{Andersen, Config, PtsSet};
use std::time::Instant;

fn module(name: &str) -> Module {
    let path = format!("{}/tests/fs_data/{name}", env!("CARGO_MANIFEST_DIR"));
    llir::parse_module(&path, std::fs::read_to_string(&path).expect("read")).expect("parse")
}

/// Every local's flow-sensitive set and every call's callees, in order.
fn fs_snapshot(m: &Module, fs: &pointsto::flow_sensitive::FsResult<'_, '_>) -> Vec<(u32, u32, Vec<u32>)> {
    let mut out = Vec::new();
    for (f, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for (l, _) in body.locals.iter() {
            out.push((f.as_u32(), l.as_u32(), fs.points_to(f, Value::Local(l)).iter().collect()));
        }
        for (i, d) in body.insts.iter() {
            if d.call().is_some() {
                out.push((
                    f.as_u32(),
                    u32::MAX - i.as_u32(),
                    fs.callees(f, i).iter().map(|g| g.as_u32()).collect(),
                ));
            }
        }
    }
    out
}

#[test]
fn prebuilt_flow_sensitive_equals_self_built() {
    for file in ["su.ll", "o0.ll", "ip.ll"] {
        let m = module(file);
        let a = Andersen::analyze(&m, &Config::default());
        let regions = ModuleRegions::compute(&a, &a);
        let own = FlowSensitive::analyze_with(&a, &regions, Instant::now());
        let mut pre: Vec<Option<memssa::partition::PartitionedMemorySsa>> = (0..m.funcs.len()).map(|_| None).collect();
        let builds = build_all(&m, &regions);
        assert!(!builds.is_empty(), "{file}");
        for b in builds {
            pre[b.func.as_u32() as usize] = b.pmssa;
        }
        let handed = FlowSensitive::analyze_prebuilt(&a, &regions, pre, Instant::now());
        assert_eq!(fs_snapshot(&m, &own), fs_snapshot(&m, &handed), "{file}");
        assert_eq!(own.stats().strong_updates, handed.stats().strong_updates, "{file}");
        // A partial hand-over (some functions left to build) is the same too.
        let mut some: Vec<Option<memssa::partition::PartitionedMemorySsa>> = (0..m.funcs.len()).map(|_| None).collect();
        if let Some(b) = build_all(&m, &regions).into_iter().next() {
            some[b.func.as_u32() as usize] = b.pmssa;
        }
        let partial = FlowSensitive::analyze_prebuilt(&a, &regions, some, Instant::now());
        assert_eq!(fs_snapshot(&m, &own), fs_snapshot(&m, &partial), "{file}");
    }
}

#[test]
fn counted_build_equals_kept_build() {
    for file in ["su.ll", "o0.ll", "ip.ll"] {
        let m = module(file);
        let a = Andersen::analyze(&m, &Config::default());
        let regions = ModuleRegions::compute(&a, &a);
        let builds = build_all(&m, &regions);
        let (mut mus, mut chis, mut phis, mut entry, mut nregions) = (0, 0, 0, 0, 0);
        for p in builds.iter().filter_map(|b| b.pmssa.as_ref()) {
            let (a, b, c, d) = p.counts();
            (mus, chis, phis, entry) = (mus + a, chis + b, phis + c, entry + d);
            nregions += p.num_regions() as usize;
        }
        let (c, errors) = build_all_counted(&m, &regions);
        assert!(errors.is_empty(), "{file}: {errors:?}");
        assert!(mus + chis > 0, "{file}: nothing counted");
        assert_eq!(
            (c.mus, c.chis, c.phis, c.entry_chis, c.regions),
            (mus, chis, phis, entry, nregions),
            "{file}"
        );
        // refine's table counts the first build the same way.
        let r = refine_with(&a, 0.0);
        assert_eq!(
            (r.report.before.mus, r.report.before.chis, r.report.before.phis),
            (mus, chis, phis),
            "{file}"
        );
        assert!(r.build_errors.is_empty(), "{file}");
    }
}

#[test]
fn compact_regions_answer_like_lists() {
    for file in ["su.ll", "o0.ll", "ip.ll"] {
        let m = module(file);
        let a = Andersen::analyze(&m, &Config::default());
        let regions = ModuleRegions::compute(&a, &a);
        let mut checked = 0;
        for (fi, fr) in regions.funcs.iter().enumerate() {
            let Some(fr) = fr else { continue };
            let body = m.funcs[Func::from_u32(fi as u32)].body.as_ref().expect("body");
            // Regions are disjoint and non-empty, numbered by their smallest object.
            let mut all = PtsSet::new();
            let mut firsts = Vec::new();
            for reg in &fr.regions {
                assert!(!reg.is_empty());
                assert!(!reg.intersects(&all), "{file}: regions overlap");
                all.union_with(reg);
                firsts.push(reg.first().expect("non-empty"));
            }
            assert!(
                firsts.windows(2).all(|w| w[0] < w[1]),
                "{file}: regions not numbered by smallest object"
            );
            // `regions_of` names the one region of each object, and leaves
            // out objects of no region.
            let mut probe = all.clone();
            probe.insert(u32::MAX - 1);
            let found = fr.regions_of(&probe);
            assert_eq!(found.len(), all.len(), "{file}");
            for &(o, r) in &found {
                assert!(fr.regions[r as usize].contains(o));
            }
            assert!(found.windows(2).all(|w| w[0].0 < w[1].0));
            assert!(fr.regions_of(&PtsSet::new()).is_empty());
            // Every instruction's lists are sorted, in range, and list 0 is empty.
            assert!(fr.lists[0].is_empty());
            for (i, _) in body.insts.iter() {
                for l in [fr.mu_of(i), fr.chi_of(i)] {
                    assert!(l.windows(2).all(|w| w[0] < w[1]));
                    assert!(l.iter().all(|&r| (r as usize) < fr.regions.len()));
                    checked += l.len();
                }
                assert_eq!(
                    fr.covered(fr.mu_of(i)).len(),
                    fr.mu_of(i).iter().map(|&r| fr.regions[r as usize].len()).sum::<usize>()
                );
            }
            // An instruction outside the function has no regions.
            let outside = llir::Inst::from_u32(body.insts.len() as u32 + 5);
            assert!(fr.mu_of(outside).is_empty() && fr.chi_of(outside).is_empty());
        }
        assert!(checked > 0, "{file}: no MU or CHI");
    }
}
