import type { SymbolFact, SymbolKind } from '../../facts/types.js';
import { applyJsDoc } from './apply-jsdoc.js';
import { type AstNode, child, children, isFunctionNode, nameOf } from './ast.js';
import { collectThisFields } from './collect-this-fields.js';
import { extractParams, formatSignature, typeLiteralKeys } from './extract-js-params.js';

export interface SymbolCollector {
  symbols: SymbolFact[];
  path: string;
  source: string;
  line: (offset: number) => number;
  /** The JSDoc block documenting a declaration that starts at an offset. */
  jsdoc?: (start: number) => string | undefined;
}

function typeText(node: AstNode, source: string): string | undefined {
  const annotation = child(node, 'typeAnnotation') ?? child(node, 'returnType');
  const inner = annotation ? child(annotation, 'typeAnnotation') : undefined;
  return inner ? source.slice(inner.start, inner.end) : undefined;
}

function heritage(node: AstNode, source: string): string[] | undefined {
  const names: string[] = [];
  const superClass = child(node, 'superClass');
  if (superClass) names.push(source.slice(superClass.start, superClass.end));
  for (const h of children(node, 'extends')) {
    const expr = child(h, 'expression');
    if (expr) names.push(source.slice(expr.start, expr.end));
  }
  return names.length > 0 ? names : undefined;
}

export function addFunction(
  c: SymbolCollector,
  name: string,
  fn: AstNode,
  exported: boolean,
  at: AstNode = fn,
): void {
  const params = extractParams(fn, c.source);
  const doc = c.jsdoc?.(at.start) ?? c.jsdoc?.(fn.start);
  if (doc) applyJsDoc(params, doc);
  c.symbols.push({
    name,
    kind: 'function',
    exported,
    params,
    signature: formatSignature(name, params),
    type: typeText(fn, c.source),
    location: { path: c.path, line: c.line(at.start), endLine: c.line(at.end) },
  });
}

function memberVisibility(member: AstNode): boolean {
  const accessibility = member.accessibility;
  const key = child(member, 'key');
  return accessibility !== 'private' && accessibility !== 'protected' && key?.type !== 'PrivateIdentifier';
}

export function addClass(c: SymbolCollector, name: string, cls: AstNode, exported: boolean): void {
  const body = child(cls, 'body');
  const members = body ? children(body, 'body') : [];
  const ctor = members.find((m) => m.type === 'MethodDefinition' && m.kind === 'constructor');
  const ctorFn = ctor ? child(ctor, 'value') : undefined;
  const params = ctorFn ? extractParams(ctorFn, c.source) : [];
  c.symbols.push({
    name,
    kind: 'class',
    exported,
    params,
    signature: formatSignature(`new ${name}`, params),
    extends: heritage(cls, c.source),
    location: { path: c.path, line: c.line(cls.start), endLine: c.line(cls.end) },
  });
  for (const member of members) {
    const memberName = nameOf(child(member, 'key'));
    if (!memberName || member.kind === 'constructor') continue;
    const visible = exported && memberVisibility(member) && !memberName.startsWith('_');
    const location = { path: c.path, line: c.line(member.start), endLine: c.line(member.end) };
    if (member.type === 'MethodDefinition' && member.kind === 'method') {
      const fn = child(member, 'value');
      const methodParams = fn ? extractParams(fn, c.source) : [];
      const methodDoc = c.jsdoc?.(member.start);
      if (methodDoc) applyJsDoc(methodParams, methodDoc);
      c.symbols.push({
        name: memberName,
        kind: 'method',
        container: name,
        exported: visible,
        isStatic: member.static === true,
        params: methodParams,
        signature: formatSignature(`${name}.${memberName}`, methodParams),
        type: fn ? typeText(fn, c.source) : undefined,
        location,
      });
    } else if (
      member.type === 'MethodDefinition' ||
      member.type === 'PropertyDefinition' ||
      member.type === 'TSAbstractPropertyDefinition'
    ) {
      c.symbols.push({
        name: memberName,
        kind: 'property',
        container: name,
        exported: visible,
        isStatic: member.static === true,
        signature: `${name}.${memberName}`,
        type: typeText(member, c.source),
        location,
      });
    }
  }
  // TS parameter properties (`constructor(readonly charges: Charges)`) are members too.
  const known = new Set(members.map((m) => nameOf(child(m, 'key'))).filter((n) => n !== undefined));
  for (const param of ctorFn ? children(ctorFn, 'params') : []) {
    if (param.type !== 'TSParameterProperty') continue;
    const inner = child(param, 'parameter');
    const memberName = nameOf(inner?.type === 'AssignmentPattern' ? child(inner, 'left') : inner);
    if (memberName) known.add(memberName);
    if (memberName && memberVisibility(param))
      c.symbols.push({
        name: memberName,
        kind: 'property',
        container: name,
        exported,
        signature: `${name}.${memberName}`,
        location: { path: c.path, line: c.line(param.start) },
      });
  }
  c.symbols.push(
    ...collectThisFields({ name, exported, path: c.path, source: c.source, line: c.line }, members, known),
  );
}

/** interface X { ... } / type X = { ... }: the type and its members (option keys). */
export function addTypeDeclaration(c: SymbolCollector, decl: AstNode, exported: boolean): void {
  const name = nameOf(child(decl, 'id'));
  if (!name) return;
  const kind: SymbolKind =
    decl.type === 'TSInterfaceDeclaration'
      ? 'interface'
      : decl.type === 'TSEnumDeclaration'
        ? 'enum'
        : 'type';
  const location = { path: c.path, line: c.line(decl.start), endLine: c.line(decl.end) };
  let members: AstNode[] = [];
  if (decl.type === 'TSInterfaceDeclaration') members = children(child(decl, 'body') ?? decl, 'body');
  else if (decl.type === 'TSTypeAliasDeclaration') {
    const t = child(decl, 'typeAnnotation');
    if (t?.type === 'TSTypeLiteral') members = children(t, 'members');
  } else if (decl.type === 'TSEnumDeclaration') members = children(child(decl, 'body') ?? decl, 'members');
  c.symbols.push({
    name,
    kind,
    exported,
    signature: name,
    extends: heritage(decl, c.source),
    type: kind === 'type' ? typeText(decl, c.source) : undefined,
    ...(members.some((m) => m.type === 'TSIndexSignature') ? { openMembers: true } : {}),
    location,
  });
  for (const m of members) {
    const memberName = nameOf(child(m, 'key') ?? child(m, 'id'));
    if (!memberName) continue;
    const isMethod = m.type === 'TSMethodSignature';
    const params = isMethod ? extractParams(m, c.source) : undefined;
    const inline = typeLiteralKeys(child(child(m, 'typeAnnotation') ?? m, 'typeAnnotation'), c.source);
    c.symbols.push({
      name: memberName,
      kind: isMethod ? 'method' : 'property',
      container: name,
      exported,
      params:
        params ??
        (inline
          ? [{ name: memberName, kind: 'positional', optional: m.optional === true, keys: inline }]
          : undefined),
      signature: isMethod
        ? formatSignature(`${name}.${memberName}`, params)
        : `${name}.${memberName}${m.optional === true ? '?' : ''}`,
      type: typeText(m, c.source),
      location: { path: c.path, line: c.line(m.start) },
    });
  }
}

/** const x = () => {}, const X = class {}, const api = { method() {} }, const LIMIT = 5. */
/** `Command` for `new Command(...)`: the class a value is built from, when the code shows it. */
export function constructedClass(value: AstNode | undefined): string | undefined {
  return value?.type === 'NewExpression' ? nameOf(child(value, 'callee')) : undefined;
}

export function addVariable(
  c: SymbolCollector,
  declarator: AstNode,
  exported: boolean,
  isConst: boolean,
): void {
  const name = nameOf(child(declarator, 'id'));
  const init = child(declarator, 'init');
  if (!name) return;
  if (init && isFunctionNode(init)) {
    addFunction(c, name, init, exported, declarator);
    return;
  }
  if (init?.type === 'ClassExpression') {
    addClass(c, name, init, exported);
    return;
  }
  // `const x = require('y')` is an import, not a declaration.
  if (init?.type === 'CallExpression' && nameOf(child(init, 'callee')) === 'require') return;
  const location = { path: c.path, line: c.line(declarator.start) };
  c.symbols.push({
    name,
    kind: isConst ? 'constant' : 'variable',
    exported,
    signature: name,
    // `export const program = new Command()`: the value's class is its type when none is declared.
    type: typeText(child(declarator, 'id') ?? declarator, c.source) ?? constructedClass(init),
    location,
  });
  if (init?.type === 'ObjectExpression') addObjectMembers(c, name, init, exported);
}

function addObjectMembers(c: SymbolCollector, container: string, object: AstNode, exported: boolean): void {
  for (const p of children(object, 'properties')) {
    if (p.type !== 'Property') continue;
    const key = nameOf(child(p, 'key'));
    const value = child(p, 'value');
    if (!key) continue;
    const location = { path: c.path, line: c.line(p.start) };
    if (value && isFunctionNode(value)) {
      const params = extractParams(value, c.source);
      c.symbols.push({
        name: key,
        kind: 'method',
        container,
        exported,
        params,
        signature: formatSignature(`${container}.${key}`, params),
        location,
      });
    } else {
      c.symbols.push({
        name: key,
        kind: 'property',
        container,
        exported,
        signature: `${container}.${key}`,
        location,
      });
    }
  }
}
