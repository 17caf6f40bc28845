//! The answer of an alias query.

use std::fmt;

/// How two memory locations may overlap (LLVM's `AliasResult`).
///
/// `PartialAlias` may carry the offset of the second location's start
/// relative to the first one's (`loc_b.start - loc_a.start`), known only when
/// one access is nested in the other; like LLVM, only offsets that fit in 23
/// signed bits are kept. Swapping the two locations of a query negates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AliasResult {
    /// The two locations never overlap.
    NoAlias,
    /// Nothing is known.
    MayAlias,
    /// The locations overlap, but do not start at the same address or have
    /// different sizes.
    PartialAlias(Option<i32>),
    /// The locations start at the same address.
    MustAlias,
}

/// Largest magnitude of an offset a [`AliasResult::PartialAlias`] keeps.
const OFFSET_LIMIT: i64 = 1 << 22;

impl AliasResult {
    /// `PartialAlias` with `offset`, dropped (like LLVM) if it does not fit in
    /// 23 signed bits.
    pub fn partial_with_offset(offset: i64) -> AliasResult {
        if (-OFFSET_LIMIT..OFFSET_LIMIT).contains(&offset) {
            AliasResult::PartialAlias(Some(offset as i32))
        } else {
            AliasResult::PartialAlias(None)
        }
    }

    /// The result for the query with its two locations swapped: only a
    /// `PartialAlias` offset changes (it is negated).
    pub fn swapped(self) -> AliasResult {
        match self {
            AliasResult::PartialAlias(Some(o)) => AliasResult::partial_with_offset(-(o as i64)),
            other => other,
        }
    }

    /// [`swapped`](Self::swapped) if `doit`.
    pub fn swap_if(self, doit: bool) -> AliasResult {
        if doit {
            self.swapped()
        } else {
            self
        }
    }

    /// True for `NoAlias`.
    pub fn is_no_alias(self) -> bool {
        self == AliasResult::NoAlias
    }

    /// True for `MayAlias`.
    pub fn is_may_alias(self) -> bool {
        self == AliasResult::MayAlias
    }

    /// True for `MustAlias`.
    pub fn is_must_alias(self) -> bool {
        self == AliasResult::MustAlias
    }

    /// True for `PartialAlias`, with or without offset.
    pub fn is_partial_alias(self) -> bool {
        matches!(self, AliasResult::PartialAlias(_))
    }

    /// The kind without the offset (for comparisons where LLVM compares kinds).
    pub fn kind(self) -> AliasResult {
        match self {
            AliasResult::PartialAlias(_) => AliasResult::PartialAlias(None),
            other => other,
        }
    }
}

/// Prints like LLVM's `operator<<(raw_ostream&, AliasResult)`:
/// `NoAlias`, `MayAlias`, `PartialAlias`, `PartialAlias (off -4)`, `MustAlias`.
impl fmt::Display for AliasResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AliasResult::NoAlias => f.write_str("NoAlias"),
            AliasResult::MayAlias => f.write_str("MayAlias"),
            AliasResult::PartialAlias(None) => f.write_str("PartialAlias"),
            AliasResult::PartialAlias(Some(o)) => write!(f, "PartialAlias (off {o})"),
            AliasResult::MustAlias => f.write_str("MustAlias"),
        }
    }
}

/// Merges the results of two alternatives (LLVM's `MergeAliasResults`):
/// equal results stay, Partial with Must is Partial, anything else is May.
pub(crate) fn merge_alias_results(a: AliasResult, b: AliasResult) -> AliasResult {
    if a == b {
        return a;
    }
    match (a, b) {
        (AliasResult::PartialAlias(_), AliasResult::MustAlias) | (AliasResult::MustAlias, AliasResult::PartialAlias(_)) => {
            AliasResult::PartialAlias(None)
        }
        _ => AliasResult::MayAlias,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_matches_llvm() {
        assert_eq!(AliasResult::NoAlias.to_string(), "NoAlias");
        assert_eq!(AliasResult::partial_with_offset(-4).to_string(), "PartialAlias (off -4)");
        assert_eq!(AliasResult::PartialAlias(None).to_string(), "PartialAlias");
        assert_eq!(AliasResult::partial_with_offset(1 << 22).to_string(), "PartialAlias");
    }

    #[test]
    fn swap_negates_offset() {
        assert_eq!(AliasResult::partial_with_offset(8).swapped(), AliasResult::partial_with_offset(-8));
        assert_eq!(AliasResult::MustAlias.swapped(), AliasResult::MustAlias);
    }

    #[test]
    fn merge() {
        use AliasResult::*;
        assert_eq!(merge_alias_results(NoAlias, NoAlias), NoAlias);
        assert_eq!(merge_alias_results(MustAlias, PartialAlias(Some(3))), PartialAlias(None));
        assert_eq!(merge_alias_results(NoAlias, MustAlias), MayAlias);
        // Two partials with different offsets are May, like LLVM (operator== compares offsets).
        assert_eq!(merge_alias_results(PartialAlias(Some(1)), PartialAlias(Some(2))), MayAlias);
    }
}
