//! `cargo run -p alias --example aa_eval -- FILE.ll [--metadata]`: prints
//! what `opt-19 -passes=aa-eval -print-all-alias-modref-info` prints, from
//! our alias analysis. For differential testing against opt.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: aa_eval FILE.ll [--metadata]");
        std::process::exit(2);
    };
    let metadata = args.any(|a| a == "--metadata");
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let module = match llir::parse_module(&path, text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let opts = alias::AaEvalOptions {
        evaluate_metadata: metadata,
        pipeline: None,
    };
    print!("{}", alias::aa_eval(&module, opts));
}
