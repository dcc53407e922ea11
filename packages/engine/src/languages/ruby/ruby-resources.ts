import type { Node } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { lexicalPrefix } from './ruby-routes.js';
import { rubyArguments, rubyString } from './ruby-syntax.js';

type Action = [name: string, methods: string[], suffix: string];

const PLURAL: Action[] = [
  ['index', ['GET'], ''],
  ['create', ['POST'], ''],
  ['new', ['GET'], '/new'],
  ['show', ['GET'], '/:id'],
  ['edit', ['GET'], '/:id/edit'],
  ['update', ['PATCH', 'PUT'], '/:id'],
  ['destroy', ['DELETE'], '/:id'],
];
const SINGULAR: Action[] = [
  ['create', ['POST'], ''],
  ['new', ['GET'], '/new'],
  ['show', ['GET'], ''],
  ['edit', ['GET'], '/edit'],
  ['update', ['PATCH', 'PUT'], ''],
  ['destroy', ['DELETE'], ''],
];

/** Symbols of `only: [:index, :show]`, `only: %i[index show]` or `except: :destroy`. */
function actionList(node: Node | undefined): string[] | undefined {
  if (!node) return undefined;
  const items = node.type === 'array' || node.type === 'symbol_array' ? node.namedChildren : [node];
  return items.flatMap((item) => rubyString(item) ?? (item.type === 'bare_symbol' ? item.text : []));
}

/** Rails `resources :books` / `resource :profile` (with `only:` / `except:`) expanded to their routes. */
export function railsResourceRoutes(path: string, calls: Node[]): RouteFact[] {
  const routes: RouteFact[] = [];
  for (const call of calls) {
    const method = call.childForFieldName('method')?.text;
    if ((method !== 'resources' && method !== 'resource') || call.childForFieldName('receiver')) continue;
    const { positional, keywords } = rubyArguments(call);
    const names = positional.flatMap((arg) => rubyString(arg) ?? []);
    const only = actionList(keywords.get('only'));
    const except = actionList(keywords.get('except')) ?? [];
    const prefix = lexicalPrefix(call);
    for (const name of names) {
      const base = `${prefix}/${rubyString(keywords.get('path')) ?? name}`;
      for (const [action, methods, suffix] of method === 'resources' ? PLURAL : SINGULAR) {
        if ((only && !only.includes(action)) || except.includes(action)) continue;
        for (const verb of methods)
          routes.push({
            method: verb,
            path: `${base}${suffix}`,
            framework: 'rails',
            location: locate(path, call),
          });
      }
    }
  }
  return routes;
}
