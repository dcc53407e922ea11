import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { rubyArguments, rubyString } from './ruby-syntax.js';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'match']);
const NAMESPACES = new Set(['namespace', 'scope']);

function joinPath(prefix: string, path: string): string {
  if (!prefix) return path;
  return `${prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`.replace(/\/$/, '') || '/';
}

/** `books` -> `book` for nested resource ids (`/books/:book_id/reviews`). */
function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * Path segments of the blocks around a call: `namespace '/api'` / `scope '/v1'`, and in Rails route
 * files `resources :books do` (`/books/:book_id`), `resource :profile do`, `member do` and `collection do`.
 */
export function lexicalPrefix(call: Node): string {
  const parts: string[] = [];
  let member: boolean | undefined;
  for (let current = call.parent; current; current = current.parent) {
    if (current.type !== 'call' || current.childForFieldName('receiver')) continue;
    const method = current.childForFieldName('method')?.text ?? '';
    const { positional, keywords } = rubyArguments(current);
    if (method === 'member' || method === 'collection') {
      member = method === 'member';
    } else if (method === 'resources' || method === 'resource') {
      const name = rubyString(keywords.get('path') ?? positional[0]);
      if (name === undefined) continue;
      const id = method === 'resource' || member === false ? '' : member ? '/:id' : `/:${singular(name)}_id`;
      parts.unshift(`/${name}${id}`);
      member = undefined;
    } else if (NAMESPACES.has(method)) {
      const segment = rubyString(keywords.get('path') ?? positional[0]);
      if (segment !== undefined) parts.unshift(segment.startsWith('/') ? segment : `/${segment}`);
    }
  }
  return parts.join('');
}

/** Names read from `params[:q]` / `params['q']` / `params.fetch(:q)` inside a route block. */
function readParams(call: Node): string[] {
  const block = call.childForFieldName('block');
  if (!block) return [];
  const names = new Set<string>();
  for (const node of block.descendantsOfType(['element_reference', 'call'])) {
    const object =
      node.type === 'element_reference'
        ? node.childForFieldName('object')
        : node.childForFieldName('receiver');
    if (object?.text !== 'params') continue;
    if (
      node.type === 'call' &&
      !['fetch', 'dig', 'key?'].includes(node.childForFieldName('method')?.text ?? '')
    )
      continue;
    const key =
      node.type === 'element_reference'
        ? node.namedChildren[1]
        : node.childForFieldName('arguments')?.namedChildren[0];
    const name = rubyString(key);
    if (name) names.add(name);
  }
  return [...names];
}

/** Sinatra routes (`get '/x' do ... end`) and Rails routes.rb verbs (`get 'x', to: 'c#a'`) with namespace prefixes. */
export function rubyRoutes(path: string, calls: Node[], framework: string): RouteFact[] {
  const routes: RouteFact[] = [];
  for (const call of calls) {
    const method = call.childForFieldName('method')?.text ?? '';
    if (!VERBS.has(method) || call.childForFieldName('receiver')) continue;
    const { positional, keywords } = rubyArguments(call);
    const routePath = rubyString(positional[0]);
    if (routePath === undefined || (framework === 'sinatra' && !routePath.startsWith('/'))) continue;
    const full = joinPath(lexicalPrefix(call), routePath.startsWith('/') ? routePath : `/${routePath}`);
    const verbs = method === 'match' ? rubyViaList(keywords.get('via')) : [method.toUpperCase()];
    const params = readParams(call);
    for (const verb of verbs) {
      const route: RouteFact = { method: verb, path: full, framework, location: locate(path, call) };
      if (params.length > 0) route.queryParams = params;
      routes.push(route);
    }
  }
  return routes;
}

function rubyViaList(node: Node | undefined): string[] {
  if (!node) return ['ALL'];
  const items = node.type === 'array' ? node.namedChildren : [node];
  const verbs = items.flatMap((item) => rubyString(item)?.toUpperCase() ?? []);
  return verbs.length > 0 ? verbs : ['ALL'];
}
