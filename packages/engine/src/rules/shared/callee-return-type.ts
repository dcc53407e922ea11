import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { declaredTypeOf } from './resolve-api.js';

/** The return type a declaration writes down (`-> A | B`, `) *Client`), or '' when it writes none. */
function writtenReturnType(symbol: SymbolFact): string {
  if (symbol.kind === 'class') return symbol.name;
  if (symbol.type) return symbol.type;
  return symbol.signature.slice(symbol.signature.lastIndexOf(')') + 1).replace(/^\s*(->|:)?\s*/, '');
}

/** `A | B`, `Union[A, B]`: a value of one of several types; `X | None` and `Optional[X]` are X. */
function isUnion(text: string): boolean {
  if (/^(typing\.)?Union\[/.test(text)) return true;
  const parts = text.split('|').map((p) => p.trim());
  return parts.filter((p) => p && !/^(None|null|undefined|nil)$/.test(p)).length > 1;
}

/**
 * The project type a callee's declarations return, the first that declares one. A union
 * (`Date | Time | DateTime`) in any of them leaves the value's type unknown: guessing one of its
 * members misreads every call made on the value.
 */
export function calleeReturnType(index: ProjectIndex, symbols: SymbolFact[]): string | undefined {
  if (symbols.some((symbol) => isUnion(writtenReturnType(symbol)))) return undefined;
  for (const symbol of symbols) {
    const type = declaredTypeOf(index, symbol);
    if (type) return type;
  }
  return undefined;
}
