import type { Node } from 'web-tree-sitter';

/** The value of a Java string literal (or text block), or undefined for anything else. */
export function javaString(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'string_literal') return undefined;
  if (node.namedChildren.some((child) => child.type === 'string_interpolation')) return undefined;
  const text = node.text;
  return text.startsWith('"""') ? text.slice(3, -3).trim() : text.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

/** Strings of a literal or `{"a", "b"}` array initializer. */
export function javaStringList(node: Node | undefined): string[] {
  if (!node) return [];
  const single = javaString(node);
  if (single !== undefined) return [single];
  if (node.type !== 'element_value_array_initializer') return [];
  return node.namedChildren.flatMap((item) => javaString(item) ?? []);
}

/** An annotation's name and arguments: the unnamed value and `key = value` pairs. */
export interface Annotation {
  name: string;
  value?: Node;
  pairs: Map<string, Node>;
  node: Node;
}

export function readAnnotation(node: Node): Annotation {
  const name = (node.childForFieldName('name')?.text ?? '').split('.').at(-1) ?? '';
  const pairs = new Map<string, Node>();
  let value: Node | undefined;
  for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) {
    if (arg.type === 'element_value_pair') {
      const key = arg.childForFieldName('key')?.text;
      const pairValue = arg.childForFieldName('value');
      if (key && pairValue) pairs.set(key, pairValue);
    } else if (arg.type !== 'line_comment' && arg.type !== 'block_comment') {
      value = arg;
    }
  }
  return value ? { name, value, pairs, node } : { name, pairs, node };
}

/** Keywords and annotations of a declaration's `modifiers` child. */
export function readModifiers(declaration: Node): { keywords: Set<string>; annotations: Annotation[] } {
  const keywords = new Set<string>();
  const annotations: Annotation[] = [];
  const modifiers = declaration.namedChildren.find((child) => child.type === 'modifiers');
  for (const child of modifiers?.children ?? []) {
    if (child.type === 'annotation' || child.type === 'marker_annotation')
      annotations.push(readAnnotation(child));
    else if (!child.isNamed) keywords.add(child.type);
  }
  return { keywords, annotations };
}
