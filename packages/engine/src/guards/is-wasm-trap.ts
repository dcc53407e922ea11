/**
 * Whether an error is a trap of a WebAssembly module (`WebAssembly.RuntimeError`, e.g. an
 * out-of-bounds access in a tree-sitter grammar on some inputs). Told by name: the compiler's
 * library settings here carry no WebAssembly types.
 */
export function isWasmTrap(error: unknown): boolean {
  return error instanceof Error && error.name === 'RuntimeError';
}
