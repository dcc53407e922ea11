/** The addresses typed into the invite box: split on commas, semicolons and white space, each once. */
export function parseAddresses(text: string): string[] {
  const addresses = text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
  return [...new Set(addresses)];
}
