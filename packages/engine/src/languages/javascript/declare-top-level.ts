import { type AstNode, child, children, isFunctionNode, nameOf } from './ast.js';
import { collectNestController, collectRouterDeclaration, type RouteCollector } from './extract-js-routes.js';
import {
  addClass,
  addFunction,
  addTypeDeclaration,
  addVariable,
  type SymbolCollector,
} from './extract-js-symbols.js';
import { namespaceName } from './read-declaration-names.js';
import { readSchemaKeys } from './read-schema-keys.js';

function declare(s: SymbolCollector, routes: RouteCollector, node: AstNode, exported: boolean): void {
  if (node.type === 'FunctionDeclaration' || node.type === 'TSDeclareFunction') {
    const name = nameOf(child(node, 'id')) ?? 'default';
    addFunction(s, name, node, exported);
  } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
    const name = nameOf(child(node, 'id')) ?? 'default';
    addClass(s, name, node, exported);
    collectNestController(routes, node, name, exported);
  } else if (node.type === 'VariableDeclaration') {
    for (const d of children(node, 'declarations')) {
      addVariable(s, d, exported, node.kind === 'const');
      const id = nameOf(child(d, 'id'));
      const init = child(d, 'init');
      if (id && init) collectRouterDeclaration(routes, id, init, exported);
      const keys = id ? readSchemaKeys(init) : undefined;
      if (id && keys) routes.schemas.push({ name: id, fields: keys });
    }
  } else if (
    node.type === 'TSInterfaceDeclaration' ||
    node.type === 'TSTypeAliasDeclaration' ||
    node.type === 'TSEnumDeclaration'
  ) {
    addTypeDeclaration(s, node, exported);
  } else if (node.type === 'TSModuleDeclaration') {
    const body = child(node, 'body');
    const before = s.symbols.length;
    for (const inner of body ? children(body, 'body') : []) declareTopLevel(s, routes, inner, exported);
    // `namespace Dispatcher { interface DispatchOptions }`: `Dispatcher.DispatchOptions` names this one.
    const namespace = namespaceName(child(node, 'id'));
    if (namespace)
      for (const symbol of s.symbols.slice(before))
        symbol.namespace = symbol.namespace ? `${namespace}.${symbol.namespace}` : namespace;
  }
}

/** Records the symbols (and NestJS controllers, routers, schemas) one top-level statement declares. */
export function declareTopLevel(
  s: SymbolCollector,
  routes: RouteCollector,
  node: AstNode,
  inheritedExport = false,
): void {
  if (node.type === 'ExportNamedDeclaration') {
    const decl = child(node, 'declaration');
    if (decl) declare(s, routes, decl, true);
  } else if (node.type === 'ExportDefaultDeclaration') {
    const decl = child(node, 'declaration');
    if (
      decl &&
      (decl.type === 'FunctionDeclaration' ||
        decl.type === 'ClassDeclaration' ||
        isFunctionNode(decl) ||
        decl.type === 'ClassExpression')
    ) {
      if (
        decl.type === 'ArrowFunctionExpression' ||
        (decl.type === 'FunctionExpression' && !child(decl, 'id'))
      )
        addFunction(s, 'default', decl, true);
      else declare(s, routes, decl, true);
    }
  } else declare(s, routes, node, inheritedExport || node.declare === true);
}
