import type { SymbolFact } from '../../facts/types.js';
import { type AstNode, child, isFunctionNode, isNode, nameOf } from './ast.js';

interface FieldOwner {
  name: string;
  exported: boolean;
  path: string;
  source: string;
  line: (offset: number) => number;
}

/** Below a method body, the nodes whose `this` is still the instance (arrow functions, not functions or classes). */
function visitSameThis(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = node[key];
    for (const inner of Array.isArray(value) ? value : [value]) {
      if (!isNode(inner)) continue;
      const ownThis =
        (isFunctionNode(inner) && inner.type !== 'ArrowFunctionExpression') ||
        inner.type === 'ClassDeclaration' ||
        inner.type === 'ClassExpression';
      if (!ownThis) visitSameThis(inner, visit);
    }
  }
}

/** `Charges` for `new Charges(this)` or `x as Charges`: the field's type when the code shows it. */
function valueType(value: AstNode | undefined): string | undefined {
  if (value?.type === 'NewExpression') return nameOf(child(value, 'callee'));
  if (value?.type === 'TSAsExpression') {
    const type = child(value, 'typeAnnotation');
    return type?.type === 'TSTypeReference' ? nameOf(child(type, 'typeName')) : undefined;
  }
  return undefined;
}

/**
 * Public instance fields a class assigns in its constructor and instance methods
 * (`this.timeout = options.timeout`), which it never declares: members of the class just as
 * declared properties are, so `client.timeout` in the docs resolves and `client.charges.create()`
 * follows the field's type.
 */
export function collectThisFields(owner: FieldOwner, members: AstNode[], known: Set<string>): SymbolFact[] {
  const out: SymbolFact[] = [];
  const seen = new Set(known);
  // The constructor first: its assignments are the ones readers see as the object's shape.
  const methods = members
    .filter((m) => m.type === 'MethodDefinition' && m.static !== true)
    .sort((a, b) => Number(b.kind === 'constructor') - Number(a.kind === 'constructor'));
  for (const method of methods) {
    const body = child(child(method, 'value') ?? method, 'body');
    if (!body) continue;
    visitSameThis(body, (node) => {
      if (node.type !== 'AssignmentExpression') return;
      const left = child(node, 'left');
      if (left?.type !== 'MemberExpression' || left.computed === true) return;
      if (child(left, 'object')?.type !== 'ThisExpression') return;
      const property = child(left, 'property');
      const name = property?.type === 'Identifier' ? nameOf(property) : undefined;
      if (!name || name.startsWith('_') || seen.has(name)) return;
      seen.add(name);
      const type = valueType(child(node, 'right'));
      const text = owner.source.slice(node.start, node.end).replace(/\s+/g, ' ');
      out.push({
        name,
        kind: 'field',
        container: owner.name,
        exported: owner.exported,
        signature: text.length > 120 ? `${text.slice(0, 117)}...` : text,
        location: { path: owner.path, line: owner.line(node.start) },
        ...(type ? { type } : {}),
      });
    });
  }
  return out;
}
