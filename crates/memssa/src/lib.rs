//! memssa
