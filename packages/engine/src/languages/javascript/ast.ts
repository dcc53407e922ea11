// A loose view of the ESTree-shaped AST oxc-parser returns, with small typed accessors, so the
// extractor can walk any node without `any`.

export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export function isNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

export function child(node: AstNode, key: string): AstNode | undefined {
  const value = node[key];
  return isNode(value) ? value : undefined;
}

export function children(node: AstNode, key: string): AstNode[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

export function str(node: AstNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

/** Name of an Identifier / PrivateIdentifier / string Literal key. */
export function nameOf(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier' || node.type === 'PrivateIdentifier') return str(node, 'name');
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The value of a string literal or a template literal without expressions. */
export function stringValue(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && children(node, 'expressions').length === 0) {
    const quasi = children(node, 'quasis')[0];
    const value = quasi?.value;
    if (value && typeof value === 'object' && 'cooked' in value && typeof value.cooked === 'string')
      return value.cooked;
  }
  return undefined;
}

/** Source text of a literal value for display as a default (`80`, `'webp'`, `true`). */
export function literalText(node: AstNode | undefined, source: string): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal') return source.slice(node.start, node.end);
  if (node.type === 'UnaryExpression' && child(node, 'argument')?.type === 'Literal') {
    return source.slice(node.start, node.end);
  }
  if (node.type === 'TemplateLiteral' && stringValue(node) !== undefined) return `'${stringValue(node)}'`;
  if (node.type === 'ArrayExpression' || node.type === 'ObjectExpression') {
    const text = source.slice(node.start, node.end);
    return text.length <= 40 ? text : undefined;
  }
  return source.slice(node.start, Math.min(node.end, node.start + 60));
}

/** `a.b.c` for a MemberExpression chain of identifiers; undefined otherwise. */
export function memberPath(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') return str(node, 'name');
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MetaProperty') return 'import.meta';
  if (node.type === 'MemberExpression' && node.computed !== true) {
    const object = memberPath(child(node, 'object'));
    const property = nameOf(child(node, 'property'));
    return object && property ? `${object}.${property}` : undefined;
  }
  if (node.type === 'MemberExpression') {
    const object = memberPath(child(node, 'object'));
    const property = stringValue(child(node, 'property'));
    return object && property ? `${object}.${property}` : undefined;
  }
  return undefined;
}

export function isFunctionNode(node: AstNode | undefined): boolean {
  return (
    node !== undefined &&
    (node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'FunctionDeclaration')
  );
}

/** Calls `visit` for every node below `root` (depth first, parents before children). */
export function walk(root: AstNode, visit: (node: AstNode, parent: AstNode | undefined) => void): void {
  const stack: Array<[AstNode, AstNode | undefined]> = [[root, undefined]];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const [node, parent] = item;
    visit(node, parent);
    const keys = Object.keys(node);
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k];
      if (key === undefined || key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          const item2 = value[i];
          if (isNode(item2)) stack.push([item2, node]);
        }
      } else if (isNode(value)) stack.push([value, node]);
    }
  }
}
