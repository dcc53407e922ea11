import type TS from 'typescript';

/**
 * A class or interface that extends something the checker could not resolve (`extends EventEmitter`
 * from a module without types here): it has members nobody can list, so a missing one proves nothing.
 */
export function hasUnresolvedBase(ts: typeof TS, checker: TS.TypeChecker, type: TS.Type, depth = 0): boolean {
  if (depth > 8) return false;
  for (const declaration of (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? []) {
    if (!(ts.isClassLike(declaration) || ts.isInterfaceDeclaration(declaration))) continue;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const base of clause.types) {
        const baseType = checker.getTypeAtLocation(base);
        if (baseType.flags & ts.TypeFlags.Any) return true;
        if (hasUnresolvedBase(ts, checker, baseType, depth + 1)) return true;
      }
    }
  }
  return false;
}
