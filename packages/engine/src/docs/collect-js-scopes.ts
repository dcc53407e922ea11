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

function visitChildren(
  node: AstNode,
  scope: ExampleScope,
  visit: (n: AstNode, s: ExampleScope) => void,
): void {
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, scope);
    } else if (isNode(value)) visit(value, scope);
  }
}

/** Builds the scopes of `program` (parsed from `source`) and returns the binding lookup. */
export function collectJsScopes(
  program: AstNode,
  source: string,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const builder: ScopeBuilder = createScopeBuilder(source.length);
  const text = (node: AstNode) => source.slice(node.start, Math.min(node.end, node.start + TEXT));

  const declareName = (
    scope: ExampleScope,
    id: AstNode,
    from: number,
    init: AstNode | undefined,
    imported: boolean,
  ) => {
    const name = nameOf(id);
    if (!name) return;
    const type = annotationAfter(source, id);
    if (imported) builder.declare(scope, name, { kind: 'imported', text: '', from });
    else if (type) builder.declare(scope, name, { kind: 'typed', text: type, from });
    else if (init) builder.declare(scope, name, { kind: 'assigned', text: text(init), from });
    else builder.declare(scope, name, { kind: 'untyped', text: '', from });
  };

  const visitFunction = (node: AstNode, scope: ExampleScope) => {
    const id = child(node, 'id');
    if (id && node.type === 'FunctionDeclaration') declareName(scope, id, scope.start, undefined, false);
    const inner = builder.open('function', node.start, node.end, scope);
    if (id && node.type !== 'FunctionDeclaration') declareName(inner, id, node.start, undefined, false);
    for (const param of children(node, 'params')) {
      // A name inside a pattern has no annotation of its own (`{ a }: Options` types the object).
      for (const name of patternNames(param)) declareName(inner, name, node.start, undefined, false);
      visitChildren(param, inner, visit);
    }
    const body = child(node, 'body');
    // The body's statements live in the function's own scope, next to the parameters.
    if (body?.type === 'BlockStatement') visitChildren(body, inner, visit);
    else if (body) visit(body, inner);
  };

  const visitDeclaration = (node: AstNode, scope: ExampleScope) => {
    const target = node.kind === 'var' ? varScope(scope) : scope;
    for (const declarator of children(node, 'declarations')) {
      const id = child(declarator, 'id');
      const init = child(declarator, 'init');
      const imported = isRequire(init);
      if (id?.type === 'Identifier') declareName(target, id, declarator.end, init, imported);
      else
        for (const name of patternNames(id))
          builder.declare(target, nameOf(name) ?? '', {
            kind: imported ? 'imported' : 'untyped',
            text: '',
            from: declarator.end,
          });
      if (init) visit(init, scope);
    }
  };

  function visit(node: AstNode, scope: ExampleScope): void {
    if (isFunction(node)) {
      visitFunction(node, scope);
      return;
    }
    switch (node.type) {
      case 'ImportDeclaration':
        for (const specifier of children(node, 'specifiers')) {
          const local = child(specifier, 'local');
          if (local) declareName(builder.module, local, 0, undefined, true);
        }
        return;
      case 'VariableDeclaration':
        visitDeclaration(node, scope);
        return;
      case 'ClassDeclaration': {
        const id = child(node, 'id');
        if (id) declareName(scope, id, node.start, undefined, false);
        visitChildren(node, scope, visit);
        return;
      }
      case 'AssignmentExpression': {
        const left = child(node, 'left');
        const right = child(node, 'right');
        if (node.operator === '=' && left?.type === 'Identifier' && right) {
          builder.assign(node.start, nameOf(left) ?? '', {
            kind: 'assigned',
            text: text(right),
            from: node.end,
          });
        } else if (node.operator === '=' && left && left.type !== 'MemberExpression') {
          for (const name of patternNames(left))
            builder.assign(node.start, nameOf(name) ?? '', { kind: 'untyped', text: '', from: node.end });
        }
        visitChildren(node, scope, visit);
        return;
      }
      case 'BlockStatement':
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
      case 'SwitchStatement':
        visitChildren(node, builder.open('block', node.start, node.end, scope), visit);
        return;
      case 'CatchClause': {
        const inner = builder.open('block', node.start, node.end, scope);
        for (const name of patternNames(child(node, 'param')))
          builder.declare(inner, nameOf(name) ?? '', { kind: 'untyped', text: '', from: node.start });
        visitChildren(node, inner, visit);
        return;
      }
      default:
        visitChildren(node, scope, visit);
        return;
    }
  }

  visitChildren(program, builder.module, visit);
  return builder.finish();
}
