import type TS from 'typescript';
import { mayBeBaseInternal, readExternalBase } from './read-external-base.js';

/**
 * A class or interface that extends something the checker could not resolve (`extends EventEmitter`
 * from a module without types here): it has members nobody can list, so a missing one proves nothing.
 * With `member`, a standard base whose API is fixed (`events`' EventEmitter, `stream`'s classes)
 * counts as resolved when that API lacks the member.
 */
export function hasUnresolvedBase(
  ts: typeof TS,
  checker: TS.TypeChecker,
  type: TS.Type,
  member?: string,
  depth = 0,
): boolean {
  if (depth > 8) return false;
  for (const declaration of (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? []) {
    if (!(ts.isClassLike(declaration) || ts.isInterfaceDeclaration(declaration))) continue;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const base of clause.types) {
        const baseType = checker.getTypeAtLocation(base);
        if (baseType.flags & ts.TypeFlags.Any) {
          const known = member === undefined ? undefined : readExternalBase(ts, checker, base);
          if (!known || known.has(member ?? '') || mayBeBaseInternal(member ?? '')) return true;
          continue;
        }
        if (hasUnresolvedBase(ts, checker, baseType, member, depth + 1)) return true;
      }
    }
  }
  return false;
}
