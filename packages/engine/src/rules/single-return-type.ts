import type { SymbolFact } from '../facts/types.js';
import type { ProjectIndex } from '../index/project-index.js';
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
 * The one project type every declaration of a callee returns. A union (`Date | Time | DateTime`) or
 * declarations that disagree (`parse` returning `Parsed` in one module and a union in another)
 * leave the value's type unknown: guessing one of them misreads every member used on it.
 */
export function singleReturnType(index: ProjectIndex, symbols: SymbolFact[]): string | undefined {
  const types = new Set<string>();
  for (const symbol of symbols) {
    const written = writtenReturnType(symbol);
    if (isUnion(written)) return undefined;
    const type = declaredTypeOf(index, symbol);
    if (type) types.add(type);
    else if (written) return undefined;
  }
  return types.size === 1 ? [...types][0] : undefined;
}
