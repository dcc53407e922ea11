/**
 * Rust's `Result`/`Option` unwrapping (`Regex::new(p).unwrap().is_match(s)`): the value inside is
 * the declared return type the engine already reads through the wrapper, so the chain keeps it.
 */
const UNWRAPPING = new Set(['unwrap', 'expect', 'unwrap_or_default', 'unwrap_unchecked']);

/** True when calling `name` on a value keeps its type (and the type declares no member of that name). */
export function keepsReceiverType(name: string, declaresIt: boolean): boolean {
  return !declaresIt && UNWRAPPING.has(name);
}
