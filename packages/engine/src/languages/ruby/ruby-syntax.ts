import type { Node } from 'web-tree-sitter';

/** The value of a plain Ruby string or symbol literal (`'x'`, `"x"`, `:x`, `x:`), or undefined. */
export function rubyString(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'simple_symbol') return node.text.slice(1);
  if (node.type === 'hash_key_symbol') return node.text;
  if (node.type !== 'string') return undefined;
  if (node.namedChildren.some((child) => child.type === 'interpolation')) return undefined;
  return node.namedChildren
    .filter((child) => child.type === 'string_content')
    .map((child) => child.text)
    .join('');
}

/** A Ruby literal's value for display: strings and symbols unquoted, anything else as source. */
export function rubyValue(node: Node): string {
  return rubyString(node) ?? node.text;
}

export interface RubyArguments {
  positional: Node[];
  keywords: Map<string, Node>;
}

/** Positional arguments and `key: value` pairs of a call (including a trailing hash). */
export function rubyArguments(call: Node): RubyArguments {
  const positional: Node[] = [];
  const keywords = new Map<string, Node>();
  for (const arg of call.childForFieldName('arguments')?.namedChildren ?? []) {
    if (arg.type === 'pair') {
      const key = rubyString(arg.childForFieldName('key'))?.replace(/:$/, '');
      const value = arg.childForFieldName('value');
      if (key && value) keywords.set(key, value);
    } else if (arg.type !== 'comment') {
      positional.push(arg);
    }
  }
  return { positional, keywords };
}
