import type { SymbolFact } from '../../facts/types.js';
import { goRequestReads, type RequestReadContext } from './go-request-params.js';

/**
 * Sets `reads` on each function or method of the file that reads request query or body names, so
 * a route registered in another file (`r.Get("/items", handlers.ListItems)`) can take them.
 */
export function attachRequestReads(symbols: SymbolFact[], ctx: RequestReadContext): void {
  for (const symbol of symbols) {
    if (symbol.kind !== 'function' && symbol.kind !== 'method') continue;
    const fn = ctx.functions.get(symbol.name);
    // Two methods of one name on different receivers: only the one the map holds is read.
    if (!fn || fn.startPosition.row + 1 !== symbol.location.line) continue;
    const reads = goRequestReads(ctx, fn);
    if (reads.query.size === 0 && reads.body.size === 0) continue;
    symbol.reads = {
      ...(reads.query.size > 0 ? { query: [...reads.query] } : {}),
      ...(reads.body.size > 0 ? { body: [...reads.body] } : {}),
    };
  }
}
