import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { phpArguments, phpString, phpStringList } from './php-syntax.js';

type Action = [name: string, methods: string[], suffix: (param: string) => string];

const ACTIONS: Action[] = [
  ['index', ['GET'], () => ''],
  ['create', ['GET'], () => '/create'],
  ['store', ['POST'], () => ''],
  ['show', ['GET'], (param) => `/{${param}}`],
  ['edit', ['GET'], (param) => `/{${param}}/edit`],
  ['update', ['PUT', 'PATCH'], (param) => `/{${param}}`],
  ['destroy', ['DELETE'], (param) => `/{${param}}`],
];
const API_ONLY = new Set(['index', 'store', 'show', 'update', 'destroy']);

function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/** `->only([...])` / `->except([...])` chained on the resource registration. */
function chainedActions(call: Node, method: 'only' | 'except'): string[] | undefined {
  for (let current = call.parent; current?.type === 'member_call_expression'; current = current.parent) {
    if (current.childForFieldName('name')?.text === method)
      return phpStringList(phpArguments(current).positional[0]);
  }
  return undefined;
}

/**
 * `Route::resource('photos.comments', ...)` / `Route::apiResource('books', ...)` expanded to the
 * controller actions Laravel registers, honouring chained `->only()` / `->except()`.
 */
export function laravelResourceRoutes(
  call: Node,
  path: string,
  prefix: string,
  join: (a: string, b: string) => string,
): RouteFact[] {
  const kind = call.childForFieldName('name')?.text.toLowerCase();
  const name = phpString(phpArguments(call).positional[0]);
  if ((kind !== 'resource' && kind !== 'apiresource') || !name) return [];
  const segments = name.split('.');
  const last = segments.pop() ?? name;
  const parents = segments.map((segment) => `${segment}/{${singular(segment)}}`).join('/');
  const base = join(prefix, parents ? `${parents}/${last}` : last);
  const only = chainedActions(call, 'only');
  const except = chainedActions(call, 'except') ?? [];
  const routes: RouteFact[] = [];
  for (const [action, methods, suffix] of ACTIONS) {
    if (kind === 'apiresource' && !API_ONLY.has(action)) continue;
    if ((only && !only.includes(action)) || except.includes(action)) continue;
    for (const method of methods)
      routes.push({
        method,
        path: `${base}${suffix(singular(last))}`,
        framework: 'laravel',
        location: locate(path, call),
      });
  }
  return routes;
}
