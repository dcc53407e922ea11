import type { Node } from 'web-tree-sitter';
import type { SourceLocation } from '../../../facts/types.js';

/** A 1-based location of a node in the file. */
export function locate(path: string, node: Node): SourceLocation {
  const line = node.startPosition.row + 1;
  const endLine = node.endPosition.row + 1;
  return endLine > line ? { path, line, endLine } : { path, line };
}

/** Collapses runs of whitespace so multi-line signatures read as one line. */
export function oneLine(text: string, max = 200): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/,?\s*\)/g, ')')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Named children that are not comments. */
export function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((child) => child.type !== 'comment' && !child.type.endsWith('_comment'));
}

/** The node's field child, or undefined (tree-sitter returns null). */
export function field(node: Node, name: string): Node | undefined {
  return node.childForFieldName(name) ?? undefined;
}

/** Nearest ancestor whose type is one of `types`. */
export function ancestor(node: Node, types: ReadonlySet<string>): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (types.has(current.type)) return current;
  }
  return undefined;
}

/** Pushes a value into the list kept under `key`. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
