import type { Node } from 'web-tree-sitter';
import type { RouteFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { laravelResourceRoutes } from './php-resources.js';
import { eachPhpDeclaration } from './php-symbols.js';
import { phpArguments, phpAttributes, phpString, phpStringList } from './php-syntax.js';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'any', 'match']);

function join(prefix: string, path: string): string {
  const parts = [prefix, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${parts.join('/')}`;
}

/** Prefixes of the `Route::prefix('api')->group(function () {...})` / `Route::group(['prefix' => 'x'], ...)` blocks around a route. */
function groupPrefix(call: Node): string {
  const parts: string[] = [];
  for (let current = call.parent; current; current = current.parent) {
    if (current.type !== 'member_call_expression' && current.type !== 'scoped_call_expression') continue;
    if (current.childForFieldName('name')?.text !== 'group') continue;
    const chain =
      current.type === 'member_call_expression'
        ? (current.childForFieldName('object')?.text ?? '')
        : (current.childForFieldName('arguments')?.namedChildren[0]?.text ?? '');
    const prefix =
      /prefix\(\s*['"]([^'"]*)['"]/.exec(chain)?.[1] ??
      /['"]prefix['"]\s*=>\s*['"]([^'"]*)['"]/.exec(chain)?.[1];
    if (prefix) parts.unshift(prefix);
  }
  return parts.join('/');
}

/** Laravel routes: `Route::get('/books/{id}', ...)`, `Route::match(['get', 'post'], '/x', ...)` inside prefix groups. */
export function laravelRoutes(path: string, calls: Node[]): RouteFact[] {
  const routes: RouteFact[] = [];
  for (const call of calls) {
    if (call.type !== 'scoped_call_expression' || call.childForFieldName('scope')?.text !== 'Route') continue;
    const verb = call.childForFieldName('name')?.text.toLowerCase() ?? '';
    if (verb === 'resource' || verb === 'apiresource') {
      routes.push(...laravelResourceRoutes(call, path, groupPrefix(call), join));
      continue;
    }
    if (!VERBS.has(verb)) continue;
    const { positional } = phpArguments(call);
    const methods =
      verb === 'match'
        ? phpStringList(positional[0]).map((method) => method.toUpperCase())
        : [verb === 'any' ? 'ALL' : verb.toUpperCase()];
    const routePath = phpString(verb === 'match' ? positional[1] : positional[0]);
    if (routePath === undefined) continue;
    const full = join(groupPrefix(call), routePath);
    for (const method of methods)
      routes.push({ method, path: full, framework: 'laravel', location: locate(path, call) });
  }
  return routes;
}

function attributeRoute(attribute: Node): { path: string; methods: string[] } | undefined {
  const { positional, named } = phpArguments(attribute);
  const routePath = phpString(positional[0] ?? named.get('path'));
  if (routePath === undefined) return undefined;
  const methods = phpStringList(named.get('methods')).map((method) => method.toUpperCase());
  return { path: routePath, methods: methods.length > 0 ? methods : ['ALL'] };
}

/** Symfony `#[Route('/x', methods: ['GET'])]` on controller methods (class-level `#[Route]` is the prefix) and functions. */
export function symfonyRoutes(path: string, root: Node): { routers: RouterFact[]; routes: RouteFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  const addRoutes = (declaration: Node, router?: string): void => {
    for (const { name, node } of phpAttributes(declaration)) {
      const route = name === 'Route' ? attributeRoute(node) : undefined;
      for (const method of route?.methods ?? []) {
        const fact: RouteFact = {
          method,
          path: route?.path ?? '',
          framework: 'symfony',
          location: locate(path, node),
        };
        if (router) fact.router = router;
        routes.push(fact);
      }
    }
  };
  eachPhpDeclaration(root, (node) => {
    if (node.type === 'function_definition') addRoutes(node);
    if (node.type !== 'class_declaration') return;
    const id = node.childForFieldName('name')?.text;
    if (!id) return;
    const before = routes.length;
    for (const member of node.childForFieldName('body')?.namedChildren ?? [])
      if (member.type === 'method_declaration') addRoutes(member, id);
    if (routes.length === before) return;
    const prefix = phpAttributes(node).find((attribute) => attribute.name === 'Route');
    const router: RouterFact = { id, isApp: false, exported: true, location: locate(path, node) };
    const prefixPath = prefix ? attributeRoute(prefix.node)?.path : undefined;
    if (prefixPath) router.prefix = prefixPath;
    routers.push(router);
  });
  return { routers, routes };
}
