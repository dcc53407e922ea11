// One argument of a call in a tree-sitter example: positional, keyword (Python `key=`, Kotlin
// `key =`, C# `key:`, PHP 8 `key:`, Ruby `key:`), spread, or a literal whose keys are checked.
import type { Node } from 'web-tree-sitter';
import type { ExampleArg } from '../model/doc.js';

const COMMENTS = new Set(['comment', 'line_comment', 'block_comment']);
const ARG_TEXT = 60;

/** Keys of a Python dict literal (`{"retries": 3}`); a `**base` inside hides the rest. */
function dictArgument(node: Node, arg: ExampleArg): ExampleArg {
  const keys: string[] = [];
  let openKeys = false;
  for (const entry of node.namedChildren) {
    if (!entry || entry.type === 'comment') continue;
    const key = entry.type === 'pair' ? entry.childForFieldName('key') : null;
    const name = key?.type === 'string' ? key.text.replace(/^[rbuf]*['"]{1,3}|['"]{1,3}$/gi, '') : undefined;
    if (name && /^[A-Za-z_]\w*$/.test(name)) keys.push(name);
    else openKeys = true;
  }
  return { ...arg, keys, openKeys };
}

/** Keys of a Go struct literal argument (`client.Options{Timeout: 3}`). */
function compositeArgument(node: Node, arg: ExampleArg): ExampleArg {
  const body = node.childForFieldName('body');
  const elements = body?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
  const keys: string[] = [];
  let openKeys = elements.length === 0;
  for (const element of elements) {
    const key = element.type === 'keyed_element' ? element.namedChildren[0] : undefined;
    const name = key?.text;
    if (name && /^[A-Za-z_]\w*$/.test(name)) keys.push(name);
    else openKeys = true;
  }
  const literalType = node.childForFieldName('type')?.text.split('.').pop();
  return { ...arg, keys, openKeys, ...(literalType ? { literalType } : {}) };
}

/** An argument as the call passes it; 'elided' for `...`, undefined for what is no argument (a comment, a Ruby `&block`). */
export function argumentOf(node: Node): ExampleArg | 'elided' | undefined {
  const base: ExampleArg = { text: node.text.slice(0, ARG_TEXT), rest: false, kwargs: false };
  if (COMMENTS.has(node.type)) return undefined;
  switch (node.type) {
    case 'ellipsis':
      return 'elided';
    case 'keyword_argument': {
      const value = node.childForFieldName('value');
      const keyword: ExampleArg = {
        ...base,
        keyword: node.childForFieldName('name')?.text,
        text: value?.text.slice(0, ARG_TEXT) ?? '',
      };
      // `retry={"attempts": 3}`: a dict for a TypedDict-typed keyword has keys to check too.
      return value?.type === 'dictionary' ? dictArgument(value, keyword) : keyword;
    }
    case 'composite_literal':
      return compositeArgument(node, base);
    case 'unary_expression': {
      // `&client.Options{...}`: the literal's keys, passed by pointer.
      const operand = node.childForFieldName('operand');
      return operand?.type === 'composite_literal' ? compositeArgument(operand, base) : base;
    }
    case 'value_argument':
      return kotlinArgument(node, base);
    case 'argument':
      return namedArgument(node, base);
    case 'pair':
      return rubyPair(node, base);
    case 'splat_argument':
    case 'spread_expression':
    case 'variadic_unpacking':
      return { ...base, rest: true };
    case 'hash_splat_argument':
      return { ...base, kwargs: true };
    case 'block_argument':
      return undefined;
    case 'list_splat':
    case 'variadic_argument':
      return { ...base, rest: true };
    case 'dictionary_splat':
      return { ...base, kwargs: true };
    case 'dictionary':
      return dictArgument(node, base);
    default:
      return base;
  }
}

/** Kotlin `name = value` (a name, then `=`), `*array`, or a plain value. */
function kotlinArgument(node: Node, base: ExampleArg): ExampleArg {
  const [first, value] = node.namedChildren;
  if (first?.type === 'spread_expression') return { ...base, rest: true };
  if (first?.type === 'identifier' && value && node.children.some((c) => !c.isNamed && c.type === '=')) {
    return { ...base, keyword: first.text, text: value.text.slice(0, ARG_TEXT) };
  }
  return base;
}

/** C# `name: value` and PHP 8 `name: value` (a `name` field); PHP `...$args` spreads. */
function namedArgument(node: Node, base: ExampleArg): ExampleArg {
  if (node.namedChildren.some((c) => c.type === 'variadic_unpacking')) return { ...base, rest: true };
  const name = node.childForFieldName('name');
  const value = node.namedChildren.find((c) => c.id !== name?.id);
  return name ? { ...base, keyword: name.text, text: value?.text.slice(0, ARG_TEXT) ?? '' } : base;
}

/**
 * Ruby `key: value` (or `:key => value`) is a keyword argument; a pair with another key (`"a" => 1`)
 * builds a hash whose keys are not parameters, so the call's arguments are not counted.
 */
function rubyPair(node: Node, base: ExampleArg): ExampleArg {
  const key = node.childForFieldName('key');
  const value = node.childForFieldName('value');
  const name =
    key?.type === 'hash_key_symbol'
      ? key.text
      : key?.type === 'simple_symbol'
        ? key.text.slice(1)
        : undefined;
  if (!name) return { ...base, kwargs: true };
  return { ...base, keyword: name, text: value?.text.slice(0, ARG_TEXT) ?? '' };
}
