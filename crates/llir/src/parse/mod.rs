//! The parser. See the crate documentation.

use crate::error::ParseError;
use crate::module::Module;

/// Parses the textual IR `source` (named `file_name` in errors).
pub fn parse_module(file_name: &str, source: String) -> Result<Module, ParseError> {
    let _ = (file_name, source);
    unimplemented!("parser lands with the llir parser work")
}
