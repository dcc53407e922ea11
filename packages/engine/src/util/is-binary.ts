/** A NUL byte in the first 8000 bytes means binary, as git decides it. */
export function isBinary(buffer: Buffer): boolean {
  const end = Math.min(buffer.length, 8000);
  for (let i = 0; i < end; i++) if (buffer[i] === 0) return true;
  return false;
}
