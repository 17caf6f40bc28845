//! Peak memory so far, from Linux's accounting (`VmHWM` in
//! `/proc/self/status`: the peak resident set size of the process).
//! Elsewhere nothing is measured.
//!
//! The kernel can restart that peak (`/proc/self/clear_refs`), which would
//! give each stage its own peak, but it also restarts the figure `time(1)`
//! and `getrusage` report at exit; we leave it alone, so a stage's figure
//! is the peak up to its end (a stage raised the peak when its figure is
//! above the one before).

/// The peak resident size of this process so far, in bytes; `None` if
/// `/proc` does not tell.
pub fn peak_so_far() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}
