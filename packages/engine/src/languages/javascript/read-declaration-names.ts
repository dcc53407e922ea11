// Names read off declaration targets: the class a `X.prototype` belongs to, the dotted name of a
// TypeScript namespace.
import { type AstNode, child, memberPath, nameOf } from './ast.js';

/** `Router` of `Router.prototype`. */
export function prototypeOwner(node: AstNode | undefined): string | undefined {
  const path = memberPath(node);
  return path?.endsWith('.prototype') ? path.slice(0, -'.prototype'.length) : undefined;
}

/** `A` or `A.B` of `namespace A.B {}`; undefined for `declare module 'x'`. */
export function namespaceName(id: AstNode | undefined): string | undefined {
  if (id?.type === 'Identifier') return nameOf(id);
  if (id?.type !== 'TSQualifiedName') return undefined;
  const left = namespaceName(child(id, 'left'));
  const right = nameOf(child(id, 'right'));
  return left && right ? `${left}.${right}` : undefined;
}
