import type { Node, Query } from 'web-tree-sitter';

const IDENTIFIER_LIKE = /^[A-Za-z_$][\w$-]{0,63}$/;

/**
 * Distinct identifier-like names in the file: every capture of `query` (identifier node types and
 * string contents), keeping string contents only when they look like a name or key.
 */
export function collectIdentifiers(query: Query, root: Node): string[] {
  const seen = new Set<string>();
  for (const capture of query.captures(root)) {
    const text = capture.node.text;
    if (capture.name === 'id' ? text.length > 0 : IDENTIFIER_LIKE.test(text)) seen.add(text);
  }
  return [...seen];
}
