import type { Node } from 'web-tree-sitter';

/** The value of a Rust string literal (plain or raw), or undefined for anything else. */
export function rustString(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'raw_string_literal') return node.text.replace(/^r#*"/, '').replace(/"#*$/, '');
  if (node.type !== 'string_literal') return undefined;
  return node.text.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

/** `#[...]` attributes written directly above an item or field (its preceding attribute siblings). */
export function attributesOf(item: Node): Node[] {
  const attributes: Node[] = [];
  for (let sibling = item.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
    if (sibling.type === 'attribute_item') attributes.unshift(sibling);
    else if (sibling.type !== 'line_comment' && sibling.type !== 'block_comment') break;
  }
  return attributes;
}

/** Name and argument tokens of an attribute item: `#[arg(short, long = "x")]` -> `arg`, [short, long, =, "x"]. */
export function readAttribute(item: Node): { name: string; tokens: Node[] } {
  const attribute = item.namedChildren.find((child) => child.type === 'attribute');
  const name = attribute?.namedChildren[0]?.text ?? '';
  const tokens = attribute?.childForFieldName('arguments')?.children ?? [];
  return { name, tokens };
}

/** Values of `key = value` and bare flags inside attribute tokens. */
export function attributeSettings(tokens: Node[]): Map<string, Node | true> {
  const settings = new Map<string, Node | true>();
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.type !== 'identifier') continue;
    if (tokens[index + 1]?.type === '=' && tokens[index + 2]) {
      settings.set(token.text, tokens[index + 2] ?? true);
      index += 2;
    } else {
      settings.set(token.text, true);
    }
  }
  return settings;
}

export function isPublic(item: Node): boolean {
  return item.namedChildren.some(
    // `pub(crate)` / `pub(super)` are visible inside the crate only, not part of its API.
    (child) => child.type === 'visibility_modifier' && child.text === 'pub',
  );
}

/** `Foo<T>` / `&mut Foo` / `crate::x::Foo` -> `Foo`. */
export function baseTypeName(type: Node | null | undefined): string | undefined {
  return type?.text
    .replace(/<.*$/s, '')
    .replace(/^&(mut\s+)?/, '')
    .split('::')
    .at(-1)
    ?.trim();
}
