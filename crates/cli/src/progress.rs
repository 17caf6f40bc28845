//! A progress line for long commands: a spinner with the current stage and
//! the elapsed time on standard error.
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

/// The progress line of one command. Dropping it clears the line.
pub struct Progress {
    bar: Option<ProgressBar>,
    /// Set once the line is cleared; the thread that reveals the line
    /// checks it under the same lock, so a cleared line never comes back.
    done: Arc<Mutex<bool>>,
}

impl Progress {
    /// Starts the (still invisible) progress line with stage `stage`. When
    /// standard error is not a terminal nothing is ever drawn.
    pub fn start(stage: &str) -> Progress {
        let done = Arc::new(Mutex::new(false));
        if !std::io::stderr().is_terminal() {
            return Progress { bar: None, done };
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
        Progress { bar: Some(bar), done }
    }

    /// Names the stage now running.
    pub fn stage(&self, stage: &str) {
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
