//! Generators of test inputs from bytes: textual LLVM IR that the fuzz
//! targets (`fuzz/`) and the fixed-seed tests of the analysis crates feed
//! to `llir`.
//!
//! Every generator reads its decisions from a [`Bytes`] source, so the same
//! code serves libFuzzer (which mutates the bytes) and `cargo test` (which
//! draws them from a seeded [`SplitMix64`], see [`random_bytes`]). A source
//! that runs out answers zeros, so any byte string, the empty one included,
//! yields a valid input, and the output is a function of the bytes alone.
//!
//! * [`function`]: one function over a handful of pointers, with a random
//!   CFG (loops, irreducible loops, unreachable blocks, `switch`es with
//!   duplicate edges) and random loads, stores, atomics, fences and calls:
//!   the input of the Memory SSA and walker checks.
//! * [`pointers`]: a whole module that moves pointers around (allocas,
//!   heap, globals, fields, direct and indirect calls): the input of the
//!   Andersen checks.
//! * [`files`]: the `.ll` inputs the repository ships, for tests that run
//!   over all of them.
//!
//! The text is what opt-19 accepts too (`opt-19 -passes=verify` passes on
//! it), so a failing input can be cross-checked with the real LLVM.
//!
//! This crate depends on nothing and sits at the bottom of the workspace;
//! only tests and fuzzing use it (the analysis crates' `fuzzing` features).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod files;
pub mod function;
pub mod pointers;

/// Decisions read from a byte string, front to back.
///
/// Corner cases: once the bytes run out every read returns 0 (so
/// [`Bytes::below`] returns 0 and [`Bytes::chance`] returns `false`); an
/// empty source is valid.
#[derive(Clone, Debug)]
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    /// A source reading `data` from its first byte.
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, pos: 0 }
    }

    /// True once every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The next byte, or 0 past the end.
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos = self.pos.saturating_add(1);
        b
    }

    /// A number in `0..n` (one byte for `n <= 256`, two above). Returns 0
    /// when `n` is 0 or 1.
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        if n <= 256 {
            return self.byte() as usize % n;
        }
        let v = (self.byte() as usize) << 8 | self.byte() as usize;
        v % n
    }

    /// A number in `lo..=hi` (`lo` when `hi <= lo`).
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability about `num / den` (`den` in `1..=256`);
    /// false on a zero byte (so an exhausted source says no) unless
    /// `num >= den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) >= den.saturating_sub(num)
    }

    /// One element of a non-empty slice. Panics on an empty slice (a bug
    /// in the generator, never caused by the bytes).
    pub fn pick<'s, T>(&mut self, items: &'s [T]) -> &'s T {
        assert!(!items.is_empty(), "pick from an empty list");
        &items[self.below(items.len())]
    }
}

/// SplitMix64 (Steele, Lea, Flood, OOPSLA 2014): a tiny seeded generator
/// for the fixed-seed tests. Not for anything that needs real randomness.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started at `seed` (any value, 0 included).
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `len` bytes drawn from `SplitMix64::new(seed)`: the input of case
/// `seed` in the fixed-seed tests.
pub fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut g = SplitMix64::new(seed);
    let mut out = Vec::with_capacity(len + 8);
    while out.len() < len {
        out.extend_from_slice(&g.next_u64().to_le_bytes());
    }
    out.truncate(len);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exhausted_source_answers_zero() {
        let mut b = Bytes::new(&[7]);
        assert!(!b.is_empty());
        assert_eq!(b.below(5), 2);
        assert!(b.is_empty());
        assert_eq!(b.below(5), 0);
        assert_eq!(b.range(3, 9), 3);
        assert!(!b.chance(1, 2));
        assert_eq!(*b.pick(&["a", "b"]), "a");
    }

    #[test]
    fn wide_ranges_use_two_bytes() {
        let mut b = Bytes::new(&[1, 2]);
        assert_eq!(b.below(1000), 258);
    }

    #[test]
    fn seeded_bytes_are_reproducible() {
        assert_eq!(random_bytes(42, 37), random_bytes(42, 37));
        assert_ne!(random_bytes(1, 16), random_bytes(2, 16));
        // SplitMix64's published first output for seed 0.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}

/// A failed byte-driven check (of `memssa::fuzzing` or `pointsto::fuzzing`):
/// what went wrong, and the generated input that shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What is wrong.
    pub message: String,
    /// The generated module's text.
    pub input: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}\n--- generated input:\n{}", self.message, self.input)
    }
}

impl std::error::Error for Failure {}
