//! A progress line for long commands: a spinner with the current stage,
//! the stage's own progress (the points-to solvers' rounds, read from
//! `pointsto::progress` four times a second; stages that count their
//! functions put the count in their name) and the elapsed time on standard
//! error.
//!
//! It appears only when standard error is a terminal and only once the
//! command has run for a second, so short runs and pipes (`memssa ... 2>
//! log`, CI) never see it. It is cleared before anything is written to
//! standard output or the command ends, so it never mixes with results.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a command runs before its progress line appears.
const SHOW_AFTER: Duration = Duration::from_secs(1);
/// How often the solvers' counters are read.
const POLL: Duration = Duration::from_millis(250);

/// The line's text: the stage, then what its solvers have done so far
/// (nothing while they have not started, as in stages without a solver).
fn describe(stage: &str, d: pointsto::progress::Snapshot) -> String {
    let mut parts = Vec::new();
    if d.andersen_rounds > 0 {
        parts.push(format!("Andersen round {}", d.andersen_rounds));
    }
    if d.flow_sensitive_rounds > 0 {
        parts.push(format!(
            "flow-sensitive round {} ({} function analyses)",
            d.flow_sensitive_rounds, d.flow_sensitive_runs
        ));
    }
    if parts.is_empty() {
        stage.to_string()
    } else {
        format!("{stage}: {}", parts.join(", "))
    }
}

/// The progress line of one command. Dropping it clears the line.
pub struct Progress {
    bar: Option<ProgressBar>,
    /// The running stage and the solvers' counters when it started.
    current: Arc<Mutex<(String, pointsto::progress::Snapshot)>>,
    /// Set once the line is cleared; the thread that reveals the line
    /// checks it under the same lock, so a cleared line never comes back.
    done: Arc<Mutex<bool>>,
}

impl Progress {
    /// Starts the (still invisible) progress line with stage `stage`. When
    /// standard error is not a terminal nothing is ever drawn.
    pub fn start(stage: &str) -> Progress {
        let done = Arc::new(Mutex::new(false));
        let current = Arc::new(Mutex::new((stage.to_string(), pointsto::progress::snapshot())));
        if !std::io::stderr().is_terminal() {
            return Progress { bar: None, current, done };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let style =
            ProgressStyle::with_template("{spinner} memssa: {msg} [{elapsed}]").unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        bar.set_message(stage.to_string());
        bar.enable_steady_tick(Duration::from_millis(120));
        let (shown, flag) = (bar.clone(), done.clone());
        std::thread::spawn(move || {
            std::thread::sleep(SHOW_AFTER);
            if let Ok(done) = flag.lock() {
                if !*done {
                    shown.set_draw_target(ProgressDrawTarget::stderr());
                }
            }
        });
        let (polled, flag, stage_now) = (bar.clone(), done.clone(), current.clone());
        std::thread::spawn(move || loop {
            std::thread::sleep(POLL);
            if flag.lock().map_or(true, |d| *d) {
                return;
            }
            if let Ok(cur) = stage_now.lock() {
                polled.set_message(describe(&cur.0, pointsto::progress::snapshot().since(cur.1)));
            }
        });
        Progress {
            bar: Some(bar),
            current,
            done,
        }
    }

    /// Names the stage now running; its solver counts start from zero.
    pub fn stage(&self, stage: &str) {
        if let Ok(mut cur) = self.current.lock() {
            *cur = (stage.to_string(), pointsto::progress::snapshot());
        }
        if let Some(bar) = &self.bar {
            bar.set_message(stage.to_string());
        }
    }

    /// Clears the line for good (before output is written).
    pub fn finish(&self) {
        let Ok(mut done) = self.done.lock() else { return };
        *done = true;
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The progress line of this process, if one was started.
static CURRENT: Mutex<Option<Progress>> = Mutex::new(None);

/// Starts this process's progress line, or names its new stage.
pub fn stage(stage: &str) {
    let Ok(mut current) = CURRENT.lock() else { return };
    match current.as_ref() {
        Some(p) => p.stage(stage),
        None => *current = Some(Progress::start(stage)),
    }
}

/// Clears this process's progress line for good (before output or an
/// error message is written).
pub fn finish() {
    if let Ok(mut current) = CURRENT.lock() {
        if let Some(p) = current.take() {
            p.finish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::describe;
    use pointsto::progress::Snapshot;

    #[test]
    fn the_line_names_the_stage_and_its_rounds() {
        assert_eq!(describe("regions", Snapshot::default()), "regions");
        let d = Snapshot {
            andersen_rounds: 12,
            flow_sensitive_rounds: 2,
            flow_sensitive_runs: 340,
        };
        assert_eq!(
            describe("points-to", d),
            "points-to: Andersen round 12, flow-sensitive round 2 (340 function analyses)"
        );
    }
}
