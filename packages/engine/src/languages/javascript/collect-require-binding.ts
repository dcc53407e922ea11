import type { FileFacts } from '../../facts/types.js';
import { type AstNode, child, children, nameOf, stringValue } from './ast.js';
import type { RouteCollector } from './extract-js-routes.js';

function requireCall(node: AstNode | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || nameOf(child(node, 'callee')) !== 'require') return undefined;
  return stringValue(children(node, 'arguments')[0]);
}

/**
 * `const x = require('m')`, `const Client = require('./client').Client` (a named import under a
 * local name) and `const { a, b: c } = require('m')`: imports as an `import` statement would give.
 */
export function collectRequireBinding(facts: FileFacts, routes: RouteCollector, declarator: AstNode): void {
  const id = nameOf(child(declarator, 'id'));
  const init = child(declarator, 'init');
  const source = requireCall(init);
  const member = init?.type === 'MemberExpression' && init.computed !== true ? init : undefined;
  const memberSource = member ? requireCall(child(member, 'object')) : undefined;
  const memberName = member ? nameOf(child(member, 'property')) : undefined;
  if (id && source) {
    routes.bindings.set(id, { source, name: 'default' });
    facts.imports.push({ source, names: ['default'], locals: [{ local: id, name: 'default' }] });
  } else if (id && memberSource && memberName) {
    routes.bindings.set(id, { source: memberSource, name: memberName });
    facts.imports.push({
      source: memberSource,
      names: [memberName],
      locals: [{ local: id, name: memberName }],
    });
  } else if (source && child(declarator, 'id')?.type === 'ObjectPattern') {
    const names: string[] = [];
    const locals: Array<{ local: string; name: string }> = [];
    for (const p of children(child(declarator, 'id') ?? declarator, 'properties')) {
      const key = nameOf(child(p, 'key'));
      const value = child(p, 'value');
      // `{ a: b = fallback }` binds b.
      const local = nameOf(value?.type === 'AssignmentPattern' ? child(value, 'left') : value) ?? key;
      if (key && local) {
        names.push(key);
        locals.push({ local, name: key });
        routes.bindings.set(local, { source, name: key });
      }
    }
    facts.imports.push({ source, names, locals });
  }
}
