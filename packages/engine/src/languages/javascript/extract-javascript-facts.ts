import { parseSync } from 'oxc-parser';
import type { FileFacts } from '../../facts/types.js';
import { createLineIndex } from '../../util/line-index.js';
import { createJsDocLookup } from './apply-jsdoc.js';
import {
  type AstNode,
  child,
  children,
  isFunctionNode,
  isNode,
  memberPath,
  nameOf,
  str,
  stringValue,
  walk,
} from './ast.js';
import { collectIndirectEnvReads } from './collect-indirect-env-reads.js';
import { collectExportedNames, collectImports, findDefaultExport } from './collect-js-exports.js';
import { collectPluginScopes } from './collect-plugin-scopes.js';
import {
  type CliCollector,
  collectCliCall,
  collectEnvRead,
  collectManualFlag,
  collectParseArgs,
} from './extract-js-cli.js';
import {
  collectNestController,
  collectRouteCall,
  collectRouterDeclaration,
  type RouteCollector,
} from './extract-js-routes.js';
import {
  addClass,
  addFunction,
  addTypeDeclaration,
  addVariable,
  type SymbolCollector,
} from './extract-js-symbols.js';
import { copiesIntoExports, keysAddedByCall, mixinTarget } from './keys-added-by-call.js';
import { namespaceName, prototypeOwner } from './read-declaration-names.js';
import { readSchemaKeys } from './read-schema-keys.js';

const IDENTIFIER_LIKE = /^[A-Za-z_$][\w$]*$/;
const ENV_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

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
    for (const inner of body ? children(body, 'body') : []) topLevel(s, routes, inner, exported);
    // `namespace Dispatcher { interface DispatchOptions }`: `Dispatcher.DispatchOptions` names this one.
    const namespace = namespaceName(child(node, 'id'));
    if (namespace)
      for (const symbol of s.symbols.slice(before))
        symbol.namespace = symbol.namespace ? `${namespace}.${symbol.namespace}` : namespace;
  }
}

function topLevel(s: SymbolCollector, routes: RouteCollector, node: AstNode, inheritedExport = false): void {
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

function requireCall(node: AstNode | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || nameOf(child(node, 'callee')) !== 'require') return undefined;
  return stringValue(children(node, 'arguments')[0]);
}

/** Extracts the facts of one JavaScript/TypeScript file with oxc-parser. */
export function extractJavaScriptFacts(path: string, text: string, hash: string): FileFacts {
  const isTs = /\.[cm]?tsx?$/.test(path);
  const line = createLineIndex(text);
  const facts: FileFacts = {
    path,
    language: isTs ? 'typescript' : 'javascript',
    hash,
    symbols: [],
    routers: [],
    routes: [],
    mounts: [],
    cliOptions: [],
    envVars: [],
    imports: [],
    identifiers: [],
  };
  let program: AstNode;
  let comments: Array<{ type: string; value: string; start: number; end: number }>;
  try {
    const result = parseSync(path, text, { sourceType: 'unambiguous' });
    const parsed: unknown = result.program;
    if (!isNode(parsed)) return facts;
    program = parsed;
    comments = result.comments;
  } catch {
    return facts;
  }
  const symbols: SymbolCollector = {
    symbols: facts.symbols,
    path,
    source: text,
    line,
    jsdoc: createJsDocLookup(text, comments),
  };
  const routes: RouteCollector = {
    routers: facts.routers,
    routes: facts.routes,
    mounts: facts.mounts,
    framework: '',
    bindings: new Map(),
    line,
    path,
    scopes: collectPluginScopes(program),
    schemas: [],
  };
  const cli: CliCollector = {
    options: facts.cliOptions,
    envVars: facts.envVars,
    commandBindings: new Map(),
    line,
    path,
    source: text,
    seenProgram: false,
  };
  facts.imports = collectImports(program, routes);
  const defaultExport = findDefaultExport(program);
  if (defaultExport) facts.defaultExport = defaultExport;
  for (const node of children(program, 'body')) topLevel(symbols, routes, node);
  const identifiers = new Set<string>();
  const assignedMembers = new Set<string>();
  const dynamicPrototypes = new Set<string>();
  const routeCalls: AstNode[] = [];
  walk(program, (node, parent) => {
    if (node.type === 'Identifier') {
      const name = str(node, 'name');
      if (name) identifiers.add(name);
    } else if (node.type === 'Literal' && typeof node.value === 'string') {
      const value = node.value;
      if (value.length <= 64 && (IDENTIFIER_LIKE.test(value) || ENV_LIKE.test(value))) identifiers.add(value);
    } else if (node.type === 'CallExpression') {
      routeCalls.push(node);
      // `Object.defineProperty(Router.prototype, httpMethod, ...)`: a member per HTTP verb, named at run time.
      if (memberPath(child(node, 'callee')) === 'Object.defineProperty') {
        const [target, key] = children(node, 'arguments');
        const owner = prototypeOwner(target);
        const literal = stringValue(key);
        if (literal) assignedMembers.add(literal);
        else if (owner) dynamicPrototypes.add(owner);
      }
      for (const name of keysAddedByCall(node)) assignedMembers.add(name);
      if (copiesIntoExports(node)) facts.exportsCopied = true;
      // `Object.assign(Client.prototype, EventsMixin)`: a mixin whose members this file does not list.
      const mixedInto = mixinTarget(node);
      if (mixedInto) dynamicPrototypes.add(mixedInto);
      collectCliCall(cli, node);
      collectParseArgs(cli, node);
      collectManualFlag(cli, node);
      collectEnvRead(cli, node, parent);
    } else if (node.type === 'VariableDeclarator') {
      const id = nameOf(child(node, 'id'));
      const init = child(node, 'init');
      const source = requireCall(init);
      // `const Client = require('./client').Client`: a named import under a local name.
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
      } else if (source && child(node, 'id')?.type === 'ObjectPattern') {
        const names: string[] = [];
        const locals: Array<{ local: string; name: string }> = [];
        for (const p of children(child(node, 'id') ?? node, 'properties')) {
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
      if (id && init && parent?.type === 'VariableDeclaration' && !facts.routers.some((r) => r.id === id))
        collectRouterDeclaration(routes, id, init, false);
      if (
        id &&
        init?.type === 'CallExpression' &&
        /\.command$/.test(memberPath(child(init, 'callee')) ?? '')
      ) {
        const spec = stringValue(children(init, 'arguments')[0]);
        if (spec) cli.commandBindings.set(id, spec.split(/\s+/)[0] ?? spec);
      }
    } else if (node.type === 'MemberExpression') {
      collectEnvRead(cli, node, parent);
      const prop = nameOf(child(node, 'property'));
      if (prop) identifiers.add(prop);
    } else if (node.type === 'BinaryExpression' || node.type === 'SwitchCase') {
      collectManualFlag(cli, node);
    } else if (node.type === 'AssignmentExpression') {
      // `got.extend = (...) => {}`: a member the code adds to an object (a function object, an instance).
      const left = child(node, 'left');
      const object =
        left?.type === 'MemberExpression' && left.computed !== true ? child(left, 'object') : undefined;
      const prop = left ? nameOf(child(left, 'property')) : undefined;
      if (object && prop && object.type !== 'ThisExpression') assignedMembers.add(prop);
      // `Client.prototype['disconnect'] = ...`: a member under a literal name.
      const literalKey =
        left?.type === 'MemberExpression' && left.computed === true
          ? stringValue(child(left, 'property'))
          : undefined;
      if (literalKey && IDENTIFIER_LIKE.test(literalKey)) assignedMembers.add(literalKey);
      // `Router.prototype[method] = ...`, `request[name] = ...` in a loop over HTTP methods:
      // members named at run time, of the class or of the function object itself.
      if (
        left?.type === 'MemberExpression' &&
        left.computed === true &&
        !stringValue(child(left, 'property')) &&
        child(left, 'property')?.type !== 'Literal'
      ) {
        const target = child(left, 'object');
        const owner = prototypeOwner(target) ?? (target?.type === 'Identifier' ? nameOf(target) : undefined);
        if (owner) dynamicPrototypes.add(owner);
      }
    } else if (
      node.type === 'Property' ||
      node.type === 'MethodDefinition' ||
      node.type === 'PropertyDefinition' ||
      node.type === 'TSPropertySignature'
    ) {
      const key = nameOf(child(node, 'key'));
      if (key) identifiers.add(key);
      if (node.type === 'Property') collectEnvRead(cli, node, parent);
    }
  });
  const indirect = collectIndirectEnvReads(program, { path, line, source: text });
  facts.envVars.push(...indirect.envVars);
  if (indirect.opaque.length > 0) facts.opaqueEnvReads = indirect.opaque;
  const exportedNames = collectExportedNames(program, symbols, routes);
  for (const call of routeCalls) collectRouteCall(routes, call);
  if (routes.globalPrefix) facts.globalRoutePrefix = routes.globalPrefix;
  if (routes.schemas.length > 0) facts.dataTypes = routes.schemas;
  if (exportedNames.size > 0) {
    for (const symbol of facts.symbols) {
      if (
        !symbol.exported &&
        exportedNames.has(symbol.container ?? symbol.name) &&
        !symbol.name.startsWith('_')
      )
        symbol.exported = true;
    }
  }
  // Plugins (fastify) and routers declared as parameters: a receiver with routes but no declaration.
  const declared = new Set(facts.routers.map((r) => r.id));
  const moduleExports = exportedNames.size > 0 || facts.symbols.some((sym) => sym.exported);
  for (const route of facts.routes) {
    if (route.router && !declared.has(route.router)) {
      declared.add(route.router);
      facts.routers.push({
        id: route.router,
        isApp: false,
        exported: moduleExports,
        location: route.location,
      });
    }
  }
  facts.identifiers = [...identifiers];
  if (assignedMembers.size > 0) facts.assignedMembers = [...assignedMembers];
  for (const symbol of facts.symbols)
    if (
      (symbol.kind === 'class' || symbol.kind === 'function') &&
      !symbol.container &&
      dynamicPrototypes.has(symbol.name)
    )
      symbol.openMembers = true;
  return facts;
}
