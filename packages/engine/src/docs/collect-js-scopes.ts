// The scopes of a JavaScript/TypeScript example from its oxc syntax tree: functions, blocks,
// loops and `catch` clauses, with `var` hoisted to its function, so a call is judged by the
// binding it really sees (a handler's `(req, client)` parameter shadows `const client = new Client()`).
import { type AstNode, child, children, isNode, nameOf } from '../languages/javascript/ast.js';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope, type ScopeBuilder } from './build-example-scopes.js';

const TEXT = 200;

/** Names a binding pattern declares (`a`, `{ a, b: c, ...d }`, `[e = 1]`). */
function patternNames(node: AstNode | undefined, out: AstNode[] = []): AstNode[] {
  if (!node) return out;
  if (node.type === 'Identifier') out.push(node);
  else if (node.type === 'AssignmentPattern') patternNames(child(node, 'left'), out);
  else if (node.type === 'RestElement') patternNames(child(node, 'argument'), out);
  else if (node.type === 'TSParameterProperty') patternNames(child(node, 'parameter'), out);
  else if (node.type === 'ArrayPattern')
    for (const element of children(node, 'elements')) patternNames(element, out);
  else if (node.type === 'ObjectPattern') {
    for (const property of children(node, 'properties')) {
      patternNames(property.type === 'Property' ? child(property, 'value') : property, out);
    }
  }
  return out;
}

/**
 * The type annotation written after a name (`client: Client`, `opts?: Options<T>`). The
 * JavaScript-shaped AST leaves types out, so it is read from the source, up to the `,`, `)`, `=`
 * or `;` that ends it at its own bracket depth.
 */
function annotationAfter(source: string, name: AstNode): string {
  const after = name.start + (nameOf(name)?.length ?? 0);
  const colon = /^\s*[?!]?\s*:/.exec(source.slice(after, after + 8));
  if (!colon) return '';
  let depth = 0;
  const start = after + colon[0].length;
  for (let i = start; i < source.length && i < start + TEXT; i++) {
    const ch = source[i];
    if (ch === '=' && source[i + 1] === '>') i++;
    else if (ch === '(' || ch === '[' || ch === '{' || ch === '<') depth++;
    else if (depth > 0 && (ch === ')' || ch === ']' || ch === '}' || ch === '>')) depth--;
    else if (depth === 0 && (ch === ',' || ch === ')' || ch === '=' || ch === ';' || ch === '\n'))
      return source.slice(start, i).trim();
  }
  return source.slice(start, Math.min(source.length, start + TEXT)).trim();
}

/** `require('x')`, `await import('x')`: the variable is an import, judged by the page's import logic. */
function isRequire(node: AstNode | undefined): boolean {
  const call = node?.type === 'AwaitExpression' ? child(node, 'argument') : node;
  return (
    call?.type === 'ImportExpression' ||
    (call?.type === 'CallExpression' && nameOf(child(call, 'callee')) === 'require')
  );
}

function isFunction(node: AstNode): boolean {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  );
}

/** The function or module scope `var` declarations of `scope` belong to. */
function varScope(scope: ExampleScope): ExampleScope {
  let current = scope;
  while (current.kind === 'block' && current.parent) current = current.parent;
  return current;
}

function visitChildren(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(w, item, scope);
    } else if (isNode(value)) visit(w, value, scope);
  }
}

interface ScopeWalk {
  builder: ScopeBuilder;
  source: string;
}

const textOf = (w: ScopeWalk, node: AstNode) =>
  w.source.slice(node.start, Math.min(node.end, node.start + TEXT));

function declareName(
  w: ScopeWalk,
  scope: ExampleScope,
  id: AstNode,
  from: number,
  init: AstNode | undefined,
  imported: boolean,
): void {
  const name = nameOf(id);
  if (!name) return;
  const type = annotationAfter(w.source, id);
  if (imported) w.builder.declare(scope, name, { kind: 'imported', text: '', from });
  else if (type) w.builder.declare(scope, name, { kind: 'typed', text: type, from });
  else if (init) w.builder.declare(scope, name, { kind: 'assigned', text: textOf(w, init), from });
  else w.builder.declare(scope, name, { kind: 'untyped', text: '', from });
}

function visitFunction(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  const id = child(node, 'id');
  if (id && node.type === 'FunctionDeclaration') declareName(w, scope, id, scope.start, undefined, false);
  const inner = w.builder.open('function', node.start, node.end, scope);
  if (id && node.type !== 'FunctionDeclaration') declareName(w, inner, id, node.start, undefined, false);
  for (const param of children(node, 'params')) {
    // A name inside a pattern has no annotation of its own (`{ a }: Options` types the object).
    for (const name of patternNames(param)) declareName(w, inner, name, node.start, undefined, false);
    visitChildren(w, param, inner);
  }
  const body = child(node, 'body');
  // The body's statements live in the function's own scope, next to the parameters.
  if (body?.type === 'BlockStatement') visitChildren(w, body, inner);
  else if (body) visit(w, body, inner);
}

function visitDeclaration(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  const target = node.kind === 'var' ? varScope(scope) : scope;
  for (const declarator of children(node, 'declarations')) {
    const id = child(declarator, 'id');
    const init = child(declarator, 'init');
    const imported = isRequire(init);
    if (id?.type === 'Identifier') declareName(w, target, id, declarator.end, init, imported);
    else
      for (const name of patternNames(id))
        w.builder.declare(target, nameOf(name) ?? '', {
          kind: imported ? 'imported' : 'untyped',
          text: '',
          from: declarator.end,
        });
    if (init) visit(w, init, scope);
  }
}

function visitAssignment(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  const left = child(node, 'left');
  const right = child(node, 'right');
  if (node.operator === '=' && left?.type === 'Identifier' && right) {
    w.builder.assign(node.start, nameOf(left) ?? '', {
      kind: 'assigned',
      text: textOf(w, right),
      from: node.end,
    });
  } else if (node.operator === '=' && left && left.type !== 'MemberExpression') {
    for (const name of patternNames(left))
      w.builder.assign(node.start, nameOf(name) ?? '', { kind: 'untyped', text: '', from: node.end });
  }
  visitChildren(w, node, scope);
}

function visitCatch(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  const inner = w.builder.open('block', node.start, node.end, scope);
  for (const name of patternNames(child(node, 'param')))
    w.builder.declare(inner, nameOf(name) ?? '', { kind: 'untyped', text: '', from: node.start });
  visitChildren(w, node, inner);
}

function visit(w: ScopeWalk, node: AstNode, scope: ExampleScope): void {
  if (isFunction(node)) {
    visitFunction(w, node, scope);
    return;
  }
  switch (node.type) {
    case 'ImportDeclaration':
      for (const specifier of children(node, 'specifiers')) {
        const local = child(specifier, 'local');
        if (local) declareName(w, w.builder.module, local, 0, undefined, true);
      }
      return;
    case 'VariableDeclaration':
      visitDeclaration(w, node, scope);
      return;
    case 'ClassDeclaration': {
      const id = child(node, 'id');
      if (id) declareName(w, scope, id, node.start, undefined, false);
      visitChildren(w, node, scope);
      return;
    }
    case 'AssignmentExpression':
      visitAssignment(w, node, scope);
      return;
    case 'BlockStatement':
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'SwitchStatement':
      visitChildren(w, node, w.builder.open('block', node.start, node.end, scope));
      return;
    case 'CatchClause':
      visitCatch(w, node, scope);
      return;
    default:
      visitChildren(w, node, scope);
  }
}

/** Builds the scopes of `program` (parsed from `source`) and returns the binding lookup. */
export function collectJsScopes(
  program: AstNode,
  source: string,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const w: ScopeWalk = { builder: createScopeBuilder(source.length), source };
  visitChildren(w, program, w.builder.module);
  return w.builder.finish();
}
