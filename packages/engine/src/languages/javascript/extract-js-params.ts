import type { ParameterFact } from '../../facts/types.js';
import { type AstNode, child, children, literalText, nameOf } from './ast.js';

function typeText(node: AstNode, source: string): string | undefined {
  const annotation = child(node, 'typeAnnotation');
  const inner = annotation ? child(annotation, 'typeAnnotation') : undefined;
  return inner ? source.slice(inner.start, inner.end) : undefined;
}

/** Keys of an inline type literal (`{ a: string; b?: number }`). */
export function typeLiteralKeys(type: AstNode | undefined, source: string): ParameterFact[] | undefined {
  if (type?.type !== 'TSTypeLiteral') return undefined;
  const keys: ParameterFact[] = [];
  for (const member of children(type, 'members')) {
    if (member.type !== 'TSPropertySignature' && member.type !== 'TSMethodSignature') continue;
    const name = nameOf(child(member, 'key'));
    if (!name) continue;
    keys.push({
      name,
      kind: 'positional',
      optional: member.optional === true,
      type: typeText(member, source),
    });
  }
  return keys;
}

function patternKeys(pattern: AstNode, source: string): ParameterFact[] {
  const keys: ParameterFact[] = [];
  for (const property of children(pattern, 'properties')) {
    if (property.type !== 'Property') continue;
    const name = nameOf(child(property, 'key'));
    if (!name) continue;
    const value = child(property, 'value');
    const hasDefault = value?.type === 'AssignmentPattern';
    keys.push({
      name,
      kind: 'positional',
      optional: hasDefault,
      defaultValue: hasDefault && value ? literalText(child(value, 'right'), source) : undefined,
    });
  }
  return keys;
}

function paramFact(param: AstNode, source: string, index: number): ParameterFact | undefined {
  let node = param;
  if (node.type === 'TSParameterProperty') {
    const inner = child(node, 'parameter');
    if (!inner) return undefined;
    node = inner;
  }
  if (node.type === 'RestElement') {
    const arg = child(node, 'argument');
    return { name: nameOf(arg) ?? 'args', kind: 'rest', optional: true, type: typeText(node, source) };
  }
  let defaultValue: string | undefined;
  if (node.type === 'AssignmentPattern') {
    defaultValue = literalText(child(node, 'right'), source);
    const left = child(node, 'left');
    if (!left) return undefined;
    node = left;
  }
  const type = typeText(node, source);
  const annotation = child(node, 'typeAnnotation');
  const inlineKeys = typeLiteralKeys(annotation ? child(annotation, 'typeAnnotation') : undefined, source);
  if (node.type === 'ObjectPattern') {
    // `{ a, ...rest }` accepts any key: the listed ones are not the whole set.
    const open = children(node, 'properties').some((p) => p.type === 'RestElement');
    const keys = open ? undefined : patternKeys(node, source);
    return {
      name: index === 0 ? 'options' : `options${index}`,
      kind: 'positional',
      optional: defaultValue !== undefined || node.optional === true,
      defaultValue,
      type,
      keys: inlineKeys ?? keys,
    };
  }
  if (node.type === 'ArrayPattern') {
    return {
      name: `arg${index}`,
      kind: 'positional',
      optional: defaultValue !== undefined,
      defaultValue,
      type,
    };
  }
  const name = nameOf(node);
  if (!name || name === 'this') return undefined;
  return {
    name,
    kind: 'positional',
    optional: defaultValue !== undefined || node.optional === true,
    defaultValue,
    type,
    keys: inlineKeys,
  };
}

/** Parameters of a function-like node (function, arrow, method value, TS signature). */
export function extractParams(fn: AstNode, source: string): ParameterFact[] {
  const params: ParameterFact[] = [];
  const list = children(fn, 'params');
  list.forEach((param, index) => {
    const fact = paramFact(param, source, index);
    if (fact) params.push(fact);
  });
  return params;
}

export function formatSignature(name: string, params: ParameterFact[] | undefined): string {
  if (!params) return name;
  const parts = params.map((p) => (p.kind === 'rest' ? `...${p.name}` : p.optional ? `${p.name}?` : p.name));
  return `${name}(${parts.join(', ')})`;
}
