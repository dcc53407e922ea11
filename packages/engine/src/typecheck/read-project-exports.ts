import type TS from 'typescript';
import type { ProjectExports } from './build-reference-snippets.js';
import type { TypecheckState } from './check-snippets.js';
import { createEntryProgram } from './create-snippet-program.js';
import type { ProjectEntry } from './find-project-entry.js';

/** The types `import 'pkg'` gives (`Reply`), classes among them. */
export function readProjectExports(
  ts: typeof TS,
  input: { root: string; entry: ProjectEntry; state: TypecheckState },
): ProjectExports {
  const { entry, state } = input;
  const program =
    state.program?.getSourceFile(entry.typed) !== undefined ? state.program : createEntryProgram(ts, input);
  const exports: ProjectExports = { types: new Set(), classes: new Set() };
  const file = program?.getSourceFile(entry.typed);
  const checker = program?.getTypeChecker();
  const moduleSymbol = file && checker?.getSymbolAtLocation(file);
  if (!checker || !moduleSymbol) return exports;
  const typeFlags =
    ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum;
  for (let symbol of checker.getExportsOfModule(moduleSymbol)) {
    const name = symbol.name;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (symbol.flags & typeFlags) exports.types.add(name);
    if (symbol.flags & ts.SymbolFlags.Class) exports.classes.add(name);
  }
  return exports;
}
