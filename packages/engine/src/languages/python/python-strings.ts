import type { Node } from 'web-tree-sitter';

/** The value of a plain (non f-string) Python string literal, or undefined for anything else. */
export function pythonString(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'concatenated_string') {
    const parts = node.namedChildren.map((part) => pythonString(part));
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  }
  if (node.type !== 'string') return undefined;
  if (node.namedChildren.some((child) => child.type === 'interpolation')) return undefined;
  const match = /^[rRbBuU]{0,2}("""|'''|"|')([\s\S]*)\1$/.exec(node.text);
  return match ? match[2] : undefined;
}

/** A literal's value for display: strings unquoted, everything else as source text. */
export function pythonValue(node: Node): string {
  return pythonString(node) ?? node.text;
}

/** Strings in a list/tuple/set literal (`methods=["GET", "POST"]`). */
export function pythonStringList(node: Node | undefined): string[] {
  if (!node) return [];
  const single = pythonString(node);
  if (single !== undefined) return [single];
  if (!['list', 'tuple', 'set'].includes(node.type)) return [];
  return node.namedChildren.flatMap((item) => {
    const value = pythonString(item);
    return value === undefined ? [] : [value];
  });
}

/**
 * The choices an option accepts: a literal list of strings (`choices=["a", "b"]`) or the list
 * given to `click.Choice([...])`; undefined when any item is not a string literal.
 */
export function pythonChoices(node: Node | undefined): string[] | undefined {
  const callee = node?.type === 'call' ? node.childForFieldName('function')?.text : undefined;
  const list =
    callee && /(^|\.)Choice$/.test(callee) ? node?.childForFieldName('arguments')?.namedChildren[0] : node;
  if (!list || !['list', 'tuple', 'set'].includes(list.type)) return undefined;
  const items = list.namedChildren.filter((item) => item.type !== 'comment');
  const values = items.map((item) => pythonString(item));
  return values.length > 0 && values.every((v) => v !== undefined) ? (values as string[]) : undefined;
}

export interface CallArguments {
  positional: Node[];
  keywords: Map<string, Node>;
}

/** Splits a call's argument list into positional arguments and keyword arguments. */
export function callArguments(call: Node): CallArguments {
  const positional: Node[] = [];
  const keywords = new Map<string, Node>();
  const list = call.childForFieldName('arguments');
  if (list?.type !== 'argument_list') return { positional, keywords };
  for (const arg of list.namedChildren) {
    if (arg.type === 'keyword_argument') {
      const name = arg.childForFieldName('name');
      const value = arg.childForFieldName('value');
      if (name && value) keywords.set(name.text, value);
    } else if (arg.type !== 'comment') {
      positional.push(arg);
    }
  }
  return { positional, keywords };
}
