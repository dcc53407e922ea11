/// Serializes to a string.
pub fn to_string(value: &str) -> String {
    value.to_owned()
}

/// Serializes to a writer.
pub fn to_writer(writer: &mut Vec<u8>, value: &str) {
    writer.extend_from_slice(value.as_bytes());
}

/// Formats an integer.
pub fn fmt_int(value: i64) -> String {
    value.to_string()
}
