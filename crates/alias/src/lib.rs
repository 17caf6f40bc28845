//! alias
