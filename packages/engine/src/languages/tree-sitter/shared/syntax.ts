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
