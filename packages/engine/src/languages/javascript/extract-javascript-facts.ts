import { parseSync } from 'oxc-parser';
import type { FileFacts } from '../../facts/types.js';
import { createLineIndex } from '../../util/line-index.js';
import { createJsDocLookup } from './apply-jsdoc.js';
import { type AstNode, children, isNode } from './ast.js';
import { collectIndirectEnvReads } from './collect-indirect-env-reads.js';
import { collectExportedNames, collectImports, findDefaultExport } from './collect-js-exports.js';
import { collectPluginScopes } from './collect-plugin-scopes.js';
import { declareTopLevel } from './declare-top-level.js';
import { collectRouteCall } from './extract-js-routes.js';
import type { SymbolCollector } from './extract-js-symbols.js';
import { type FileWalk, walkJavaScriptFile } from './walk-javascript-file.js';

type Comment = { type: string; value: string; start: number; end: number };

function parseProgram(path: string, text: string): { program: AstNode; comments: Comment[] } | undefined {
  try {
    const result = parseSync(path, text, { sourceType: 'unambiguous' });
    const parsed: unknown = result.program;
    return isNode(parsed) ? { program: parsed, comments: result.comments } : undefined;
  } catch {
    return undefined;
  }
}

function startWalk(facts: FileFacts, program: AstNode, text: string): FileWalk {
  const { path } = facts;
  const line = createLineIndex(text);
  return {
    facts,
    routes: {
      routers: facts.routers,
      routes: facts.routes,
      mounts: facts.mounts,
      framework: '',
      bindings: new Map(),
      line,
      path,
      scopes: collectPluginScopes(program),
      schemas: [],
    },
    cli: {
      options: facts.cliOptions,
      envVars: facts.envVars,
      commandBindings: new Map(),
      line,
      path,
      source: text,
      seenProgram: false,
    },
    identifiers: new Set(),
    assignedMembers: new Set(),
    dynamicPrototypes: new Set(),
    routeCalls: [],
  };
}

/** Plugins (fastify) and routers declared as parameters: a receiver with routes but no declaration. */
function addUndeclaredRouters(facts: FileFacts, exportedNames: Set<string>): void {
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
}

/** What the walk and the export list add to the symbols once every declaration is known. */
function finishFacts(w: FileWalk, exportedNames: Set<string>): void {
  const { facts, routes } = w;
  for (const call of w.routeCalls) collectRouteCall(routes, call);
  if (routes.globalPrefix) facts.globalRoutePrefix = routes.globalPrefix;
  if (routes.schemas.length > 0) facts.dataTypes = routes.schemas;
  for (const symbol of facts.symbols)
    if (
      !symbol.exported &&
      exportedNames.has(symbol.container ?? symbol.name) &&
      !symbol.name.startsWith('_')
    )
      symbol.exported = true;
  addUndeclaredRouters(facts, exportedNames);
  facts.identifiers = [...w.identifiers];
  if (w.assignedMembers.size > 0) facts.assignedMembers = [...w.assignedMembers];
  for (const symbol of facts.symbols)
    if (
      (symbol.kind === 'class' || symbol.kind === 'function') &&
      !symbol.container &&
      w.dynamicPrototypes.has(symbol.name)
    )
      symbol.openMembers = true;
}

/** Extracts the facts of one JavaScript/TypeScript file with oxc-parser. */
export function extractJavaScriptFacts(path: string, text: string, hash: string): FileFacts {
  const isTs = /\.[cm]?tsx?$/.test(path);
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
  const parsed = parseProgram(path, text);
  if (!parsed) return facts;
  const { program, comments } = parsed;
  const w = startWalk(facts, program, text);
  const symbols: SymbolCollector = {
    symbols: facts.symbols,
    path,
    source: text,
    line: w.routes.line,
    jsdoc: createJsDocLookup(text, comments),
  };
  facts.imports = collectImports(program, w.routes);
  const defaultExport = findDefaultExport(program);
  if (defaultExport) facts.defaultExport = defaultExport;
  for (const node of children(program, 'body')) declareTopLevel(symbols, w.routes, node);
  walkJavaScriptFile(w, program);
  const indirect = collectIndirectEnvReads(program, { path, line: w.routes.line, source: text });
  facts.envVars.push(...indirect.envVars);
  if (indirect.opaque.length > 0) facts.opaqueEnvReads = indirect.opaque;
  finishFacts(w, collectExportedNames(program, symbols, w.routes));
  return facts;
}
