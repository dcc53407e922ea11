import path from 'node:path';
import type { SymbolFact } from '../facts/types.js';
import type { ResolvedRoute } from './resolve-routes.js';

function sameReads(a: SymbolFact['reads'], b: SymbolFact['reads']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Gives a route whose handler is declared in another file (`RouteFact.handler`) the query and body
 * names that function reads. Only when every function of that name in the route's language agrees,
 * so an ambiguous name never lends a route someone else's parameters.
 */
export function attachHandlerReads(
  routes: ResolvedRoute[],
  symbolsByName: Map<string, SymbolFact[]>,
): ResolvedRoute[] {
  return routes.map((route) => {
    const { fact } = route;
    if (!fact.handler || fact.queryParams || fact.bodyParams) return route;
    const ext = path.posix.extname(fact.location.path);
    const candidates = (symbolsByName.get(fact.handler) ?? []).filter(
      (s) => (s.kind === 'function' || s.kind === 'method') && path.posix.extname(s.location.path) === ext,
    );
    const first = candidates[0];
    if (!first?.reads || !candidates.every((s) => sameReads(s.reads, first.reads))) return route;
    const withReads = { ...fact };
    if (first.reads.query) withReads.queryParams = first.reads.query;
    if (first.reads.body) withReads.bodyParams = first.reads.body;
    return { ...route, fact: withReads };
  });
}
