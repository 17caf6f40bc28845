//! Memory effects of calls and the constant-memory mask used to classify
//! instructions into Memory SSA accesses.
