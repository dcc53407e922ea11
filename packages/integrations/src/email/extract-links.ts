/** The http(s) links in a text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const matches = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(matches)];
}
