/** Pattern fields are split on commas, trimmed, empties dropped. */
export function splitPatterns(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Doc folders are entered one per line. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
