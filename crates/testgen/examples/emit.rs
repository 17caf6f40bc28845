//! Prints a generated input, to look at a fuzz reproducer or a failing
//! fixed-seed case as IR (and to feed it to opt-19 by hand):
//!
//! ```sh
//! cargo run -p testgen --example emit -- function --seed 17 [--len 400]
//! cargo run -p testgen --example emit -- pointers --file fuzz/artifacts/andersen/crash-...
//! ```
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: emit function|pointers (--seed N [--len L] | --file PATH)";
    let (Some(kind), Some(how), Some(what)) = (args.first(), args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let bytes = match how.as_str() {
        "--seed" => {
            let len = match (args.get(3).map(String::as_str), args.get(4)) {
                (Some("--len"), Some(l)) => l.parse().unwrap_or(400),
                _ => 400,
            };
            testgen::random_bytes(what.parse().unwrap_or(0), len)
        }
        "--file" => match std::fs::read(what) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{what}: {e}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let mut src = testgen::Bytes::new(&bytes);
    match kind.as_str() {
        "function" => print!("{}", testgen::function::generate(&mut src).text),
        "pointers" => print!("{}", testgen::pointers::generate(&mut src)),
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
