import type { ImportFact } from '../../facts/types.js';
import { type AstNode, child, children, isFunctionNode, memberPath, nameOf, stringValue } from './ast.js';
import type { RouteCollector } from './extract-js-routes.js';
import { addClass, addFunction, constructedClass, type SymbolCollector } from './extract-js-symbols.js';

/**
 * `export { InvalidArgumentError as InvalidOptionArgumentError }`, `exports.Y = X`, `module.exports
 * = { Y: X }`: the module exports X under a second name, which callers may use like X.
 */
function addAlias(s: SymbolCollector, alias: string | undefined, local: string, node: AstNode): void {
  if (!alias || alias === local || alias === 'default' || !local) return;
  s.symbols.push({
    name: alias,
    kind: 'variable',
    exported: true,
    signature: `${alias} (alias of ${local})`,
    location: { path: s.path, line: s.line(node.start) },
  });
}

/** Names made public by `export { a, b as c }`, `export default x`, `module.exports = ...`, `exports.x = ...`. */
export function collectExportedNames(
  program: AstNode,
  s: SymbolCollector,
  routes: RouteCollector,
): Set<string> {
  const names = new Set<string>();
  for (const node of children(program, 'body')) {
    if (node.type === 'ExportNamedDeclaration' && !child(node, 'source')) {
      for (const spec of children(node, 'specifiers')) {
        const local = nameOf(child(spec, 'local'));
        if (local) names.add(local);
        if (local) addAlias(s, nameOf(child(spec, 'exported')), local, spec);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      const decl = child(node, 'declaration');
      if (decl?.type === 'Identifier') names.add(nameOf(decl) ?? '');
    } else if (node.type === 'TSExportAssignment') {
      names.add(nameOf(child(node, 'expression')) ?? '');
    } else if (node.type === 'ExpressionStatement') {
      const expr = child(node, 'expression');
      if (expr?.type !== 'AssignmentExpression') continue;
      const target = memberPath(child(expr, 'left'));
      const right = child(expr, 'right');
      if (!target || !right) continue;
      if (target === 'module.exports') {
        if (right.type === 'Identifier') names.add(nameOf(right) ?? '');
        else if (right.type === 'ObjectExpression') {
          for (const p of children(right, 'properties')) {
            const value = child(p, 'value');
            if (value?.type !== 'Identifier') continue;
            names.add(nameOf(value) ?? '');
            addAlias(s, nameOf(child(p, 'key')), nameOf(value) ?? '', p);
          }
        } else if (isFunctionNode(right))
          addFunction(s, nameOf(child(right, 'id')) ?? 'default', right, true);
        else if (right.type === 'ClassExpression')
          addClass(s, nameOf(child(right, 'id')) ?? 'default', right, true);
      } else if (/^(module\.)?exports\.[\w$]+$/.test(target)) {
        const name = target.split('.').pop() ?? '';
        if (isFunctionNode(right)) addFunction(s, name, right, true, expr);
        else if (right.type === 'Identifier') {
          names.add(nameOf(right) ?? '');
          addAlias(s, name, nameOf(right) ?? '', expr);
        } else
          s.symbols.push({
            name,
            kind: 'constant',
            exported: true,
            signature: name,
            location: { path: s.path, line: s.line(expr.start) },
            ...(constructedClass(right) ? { type: constructedClass(right) } : {}),
          });
      } else if (/^[\w$]+\.prototype\.[\w$]+$/.test(target) && isFunctionNode(right)) {
        const [container = '', , method = ''] = target.split('.');
        addFunction(s, method, right, false, expr);
        const added = s.symbols[s.symbols.length - 1];
        if (added) Object.assign(added, { kind: 'method', container });
      }
    }
  }
  for (const r of routes.routers) if (names.has(r.id)) r.exported = true;
  return names;
}

export function collectImports(program: AstNode, routes: RouteCollector): ImportFact[] {
  const imports: ImportFact[] = [];
  for (const node of children(program, 'body')) {
    if (
      node.type === 'ImportDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && child(node, 'source')) ||
      node.type === 'ExportAllDeclaration'
    ) {
      const source = stringValue(child(node, 'source'));
      if (!source) continue;
      const names: string[] = [];
      const locals: Array<{ local: string; name: string }> = [];
      for (const spec of children(node, 'specifiers')) {
        const imported =
          spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : spec.type === 'ImportNamespaceSpecifier'
              ? '*'
              : (nameOf(child(spec, 'imported')) ?? nameOf(child(spec, 'local')) ?? '');
        const local = nameOf(child(spec, 'local')) ?? imported;
        names.push(
          node.type === 'ImportDeclaration' ? imported : (nameOf(child(spec, 'exported')) ?? imported),
        );
        if (node.type === 'ImportDeclaration') {
          routes.bindings.set(local, { source, name: imported });
          if (local) locals.push({ local, name: imported });
        }
      }
      if (node.type === 'ExportAllDeclaration') names.push(nameOf(child(node, 'exported')) ?? '*');
      imports.push(locals.length > 0 ? { source, names, locals } : { source, names });
    }
  }
  return imports;
}

/** The name of what the module exports as its default: `export default X`, `export = X`, `module.exports = X`. */
export function findDefaultExport(program: AstNode): string | undefined {
  let found: string | undefined;
  for (const node of children(program, 'body')) {
    let value: AstNode | undefined;
    if (node.type === 'ExportDefaultDeclaration') value = child(node, 'declaration');
    else if (node.type === 'TSExportAssignment') value = child(node, 'expression');
    else if (node.type === 'ExpressionStatement') {
      const expr = child(node, 'expression');
      if (expr?.type === 'AssignmentExpression' && memberPath(child(expr, 'left')) === 'module.exports')
        value = child(expr, 'right');
    }
    if (!value) continue;
    // `export default class Client {}`, `module.exports = function client() {}`: the declared name.
    const name = value.type === 'Identifier' ? nameOf(value) : nameOf(child(value, 'id'));
    if (name) found = name;
    else if (isFunctionNode(value) || value.type === 'ClassExpression' || value.type === 'ClassDeclaration')
      found = 'default';
  }
  return found;
}
