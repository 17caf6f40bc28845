//! Links the `memssa` binary as a position-dependent executable on Linux.
//!
//! Why: most of memssa's runs on single translation units take a few
//! milliseconds, and a position-independent executable spends a good part
//! of them in the dynamic loader relocating its static data (a third of
//! the start-up instructions) and in the page faults that writing those
//! pages costs. Linked with `-no-pie`, a 25 KB translation unit took 360
//! page faults instead of 546 and about 10% less time (2.55 against 2.86
//! ms of CPU). The objects stay position-independent; only the final link
//! changes, so proc macros and the libraries are unaffected.
//!
//! A fully static executable (`-C target-feature=+crt-static -C
//! relocation-model=static`, no dynamic loader at all) started another
//! 8-10% faster (zlib's gzclose.c `print`: median 4.3 -> 3.9 ms; inflate.c
//! 13.5 -> 12.2 ms; 30 interleaved runs) but needs glibc's static archives,
//! which some distributions leave out of a default install, and only links
//! with an explicit `--target`: not taken.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
