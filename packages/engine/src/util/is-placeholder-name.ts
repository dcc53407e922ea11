/** Names that stand for the reader's own code (`from pkg.contrib import my_module`, `YourModel`). */
const PLACEHOLDER = /^(?:my|your|some|example)_|^(?:My|Your|Some|Example)[A-Z_]/;

export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER.test(name);
}
