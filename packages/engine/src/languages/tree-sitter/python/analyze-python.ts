import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { CliOptionFact, MountFact, RouteFact, RouterFact } from '../../../facts/types.js';
import { collectIdentifiers, PYTHON_LEXER } from '../shared/collect-identifiers.js';
import type { Analyzer } from '../shared/create-extractor.js';
import { callsMatching, groupCallees } from '../shared/group-calls.js';
import { argparseOptions } from './python-argparse.js';
import { clickOptions } from './python-click.js';
import { bodyStatements } from './python-declarations.js';
import { DJANGO_ROUTER, djangoUrl } from './python-django.js';
import { pythonEnvVars } from './python-env.js';
import { type PythonImports, readImport } from './python-imports.js';
import { pythonModuleName } from './python-module-name.js';
import { pythonMount, pythonRouter } from './python-routers.js';
import { decoratorRoutes } from './python-routes.js';
import { pythonSymbols } from './python-symbols.js';

const PATTERNS = `
(call function: (_) @callee)
(subscript) @lookup
(comparison_operator) @lookup
(decorated_definition) @decorated
(import_statement) @import
(import_from_statement) @import
`;

const ROUTER_CALL = /(^|\.)(Flask|Quart|FastAPI|Blueprint|APIRouter)$/;
const MOUNT_CALL = /\.(register_blueprint|include_router|mount)$/;
const ARGPARSE_CALL =
  /\.(add_argument|add_parser|add_subparsers|add_argument_group|add_mutually_exclusive_group)$/;
const DJANGO_CALL = /^(path|re_path|url)$/;

interface Web {
  routers: RouterFact[];
  routes: RouteFact[];
  mounts: MountFact[];
}

/** Builds the Python analyzer; the query is compiled once per grammar. */
export function createPythonAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const callees: Node[] = [];
    const lookups: Node[] = [];
    const decorated: Node[] = [];
    const imports: PythonImports = { imports: [], bindings: new Map() };
    for (const { name, node } of query.captures(root)) {
      if (name === 'callee') callees.push(node);
      else if (name === 'lookup') lookups.push(node);
      else if (name === 'decorated') decorated.push(node);
      else if (name === 'import') readImport(node, imports);
    }
    const { bindings } = imports;
    const byCallee = groupCallees(callees);
    const sources = new Set(imports.imports.map((item) => item.source.split('.')[0]));
    const web: Web = { routers: [], routes: [], mounts: [] };
    for (const call of callsMatching(byCallee, (callee) => ROUTER_CALL.test(callee))) {
      const router = pythonRouter(path, call);
      if (router) web.routers.push(router);
    }
    const appIds = new Set(web.routers.filter((router) => router.isApp).map((router) => router.id));
    const knownRouters = new Set(web.routers.map((router) => router.id));
    for (const name of ['app', 'application']) if (!knownRouters.has(name)) appIds.add(name);
    const framework = sources.has('fastapi')
      ? 'fastapi'
      : sources.has('flask') || sources.has('quart')
        ? 'flask'
        : undefined;
    if (framework) {
      for (const call of callsMatching(byCallee, (callee) => MOUNT_CALL.test(callee))) {
        const mount = pythonMount(path, call, appIds, bindings);
        if (mount) web.mounts.push(mount);
      }
    }
    if (sources.has('django'))
      readDjango(
        path,
        callsMatching(byCallee, (callee) => DJANGO_CALL.test(callee)),
        bindings,
        web,
      );
    const cliOptions: CliOptionFact[] = argparseOptions(
      path,
      callsMatching(byCallee, (callee) => ARGPARSE_CALL.test(callee)),
    );
    const usesClick = sources.has('click') || sources.has('typer');
    for (const node of decorated) {
      if (!framework && !usesClick) break;
      const fn = node.childForFieldName('definition');
      if (fn?.type !== 'function_definition') continue;
      const decorators = node.namedChildren.filter((child) => child.type === 'decorator');
      if (framework) {
        const isRouter = (name: string): boolean =>
          knownRouters.has(name) || appIds.has(name) || bindings.has(name);
        web.routes.push(...decoratorRoutes({ path, framework, appIds, isRouter }, fn, decorators));
      }
      if (usesClick) cliOptions.push(...clickOptions(path, fn, decorators, sources.has('typer')));
    }
    const moduleName = pythonModuleName(path);
    return {
      ...(moduleName ? { module: moduleName } : {}),
      symbols: pythonSymbols(path, bodyStatements(root)),
      ...web,
      cliOptions,
      envVars: pythonEnvVars(path, byCallee, lookups, bindings),
      imports: imports.imports,
      identifiers: collectIdentifiers(text, PYTHON_LEXER),
    };
  };
}

function readDjango(path: string, calls: Node[], bindings: PythonImports['bindings'], web: Web): void {
  for (const call of calls) {
    const { route, mount } = djangoUrl(path, call, bindings);
    if (route) web.routes.push(route);
    if (mount) web.mounts.push(mount);
  }
  if (
    web.routes.some((route) => route.framework === 'django') ||
    web.mounts.some((mount) => mount.parent === DJANGO_ROUTER)
  ) {
    web.routers.push({ id: DJANGO_ROUTER, isApp: false, exported: true, location: { path, line: 1 } });
  }
}
