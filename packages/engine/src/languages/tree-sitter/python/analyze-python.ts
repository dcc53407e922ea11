import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { CliOptionFact, MountFact, RouteFact, RouterFact } from '../../../facts/types.js';
import { collectIdentifiers } from '../shared/collect-identifiers.js';
import type { Analyzer } from '../shared/create-extractor.js';
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
(call) @call
(subscript) @lookup
(comparison_operator) @lookup
(decorated_definition) @decorated
(import_statement) @import
(import_from_statement) @import
(identifier) @id
(string_content) @str
`;

/** Builds the Python analyzer; the query is compiled once per grammar. */
export function createPythonAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  const identifierQuery = new Query(grammar, '(identifier) @id (string_content) @str');
  return (path, root) => {
    const calls: Node[] = [];
    const lookups: Node[] = [];
    const decorated: Node[] = [];
    const imports: PythonImports = { imports: [], bindings: new Map() };
    for (const { name, node } of query.captures(root)) {
      if (name === 'call') calls.push(node);
      else if (name === 'lookup') lookups.push(node);
      else if (name === 'decorated') decorated.push(node);
      else if (name === 'import') readImport(node, imports);
    }
    const { bindings } = imports;
    const sources = new Set(imports.imports.map((item) => item.source.split('.')[0]));
    const routers: RouterFact[] = [];
    const mounts: MountFact[] = [];
    const routes: RouteFact[] = [];
    for (const call of calls) {
      const router = pythonRouter(path, call);
      if (router) routers.push(router);
    }
    const appIds = new Set(routers.filter((router) => router.isApp).map((router) => router.id));
    const knownRouters = new Set(routers.map((router) => router.id));
    for (const name of ['app', 'application']) if (!knownRouters.has(name)) appIds.add(name);
    const webFramework = sources.has('fastapi')
      ? 'fastapi'
      : sources.has('flask') || sources.has('quart')
        ? 'flask'
        : undefined;
    for (const call of calls) {
      const mount = webFramework ? pythonMount(path, call, appIds, bindings) : undefined;
      if (mount) mounts.push(mount);
      const django = sources.has('django') ? djangoUrl(path, call, bindings) : {};
      if (django.route) routes.push(django.route);
      if (django.mount) mounts.push(django.mount);
    }
    if (
      routes.some((route) => route.framework === 'django') ||
      mounts.some((mount) => mount.parent === DJANGO_ROUTER)
    ) {
      routers.push({ id: DJANGO_ROUTER, isApp: false, exported: true, location: { path, line: 1 } });
    }
    const cliOptions: CliOptionFact[] = argparseOptions(path, calls);
    const usesClick = sources.has('click') || sources.has('typer');
    for (const node of decorated) {
      const fn = node.childForFieldName('definition');
      if (fn?.type !== 'function_definition') continue;
      const decorators = node.namedChildren.filter((child) => child.type === 'decorator');
      if (webFramework) {
        const isRouter = (name: string): boolean =>
          knownRouters.has(name) || appIds.has(name) || bindings.has(name);
        routes.push(...decoratorRoutes({ path, framework: webFramework, appIds, isRouter }, fn, decorators));
      }
      if (usesClick) cliOptions.push(...clickOptions(path, fn, decorators, sources.has('typer')));
    }
    const moduleName = pythonModuleName(path);
    return {
      ...(moduleName ? { module: moduleName } : {}),
      symbols: pythonSymbols(path, bodyStatements(root)),
      routers,
      routes,
      mounts,
      cliOptions,
      envVars: pythonEnvVars(path, calls, lookups, bindings),
      imports: imports.imports,
      identifiers: collectIdentifiers(identifierQuery, root),
    };
  };
}
