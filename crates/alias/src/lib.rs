//! Memory locations, alias results, mod/ref, and the local alias analyses
//! opt-19's default pipeline runs (BasicAA, scoped noalias, TBAA, and the
//! NVPTX/AMDGPU address-space rule).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod effects;
