import path from 'node:path';
import type TS from 'typescript';
import type { Verdict } from './judge-diagnostic.js';
import { SNIPPET_DIR } from './snippet.js';

/**
 * The project declaration of a symbol or type, or undefined when it lies elsewhere (the standard
 * library, a third-party package, the snippet itself): only the project's own names can drift.
 */
export function projectDeclaration(
  root: string,
  declarations: readonly TS.Declaration[] | undefined,
): Verdict['declaration'] {
  if (!declarations || declarations.length === 0) return undefined;
  const inProject = (d: TS.Declaration) => {
    const file = d.getSourceFile().fileName;
    return (
      file.startsWith(`${root}/`) && !file.includes('/node_modules/') && !file.includes(`/${SNIPPET_DIR}/`)
    );
  };
  if (!declarations.every(inProject)) return undefined;
  const first = declarations[0];
  if (!first) return undefined;
  const source = first.getSourceFile();
  const line = source.getLineAndCharacterOfPosition(first.getStart(source)).line + 1;
  const reality = (source.text.slice(first.getStart(source), first.end).split('\n')[0] ?? '')
    .replace(/\s*\{\s*$/, '')
    .trim();
  return { path: path.relative(root, source.fileName), line, reality: reality.slice(0, 200) };
}

/**
 * Where a type is declared: its alias (`type Options = Base & {...}`), else its symbol; a union or
 * intersection without an alias is declared where all of its object parts are.
 */
export function typeDeclarations(type: TS.Type): readonly TS.Declaration[] | undefined {
  if (type.aliasSymbol) return type.aliasSymbol.getDeclarations();
  if (!(type.isUnion() || type.isIntersection())) return type.getSymbol()?.getDeclarations();
  const parts = type.types.filter((t) => t.getSymbol() !== undefined);
  if (parts.length === 0) return undefined;
  const declarations: TS.Declaration[] = [];
  for (const part of parts) {
    const own = typeDeclarations(part);
    if (!own) return undefined;
    declarations.push(...own);
  }
  return declarations;
}
