//! Peak memory of one stage of work, from Linux's accounting: `VmHWM` in
//! `/proc/self/status` is the peak resident set size, and writing `5` to
//! `/proc/self/clear_refs` starts it again from the current size (Linux
//! 4.0 and later). Elsewhere nothing is measured.

/// The peak resident size in bytes since the previous call (or since the
/// process started), then a new measurement begins. `None` if `/proc` does
/// not tell.
pub fn stage_peak() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    // If resetting fails the next figure covers a longer span; still a
    // true upper bound of the stage's peak.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    Some(kb * 1024)
}
