pub mod ser;

pub use crate::ser::{to_string, to_writer};
pub use itoa::fmt_int;
