import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { PythonLayout } from './find-python-roots.js';

/** The project's own Python declarations of the name, none when the snippet declares one itself. */
export function projectSymbols(
  index: ProjectIndex,
  layout: PythonLayout,
  name: string,
  kinds: SymbolFact['kind'][],
  snippetText: string,
): SymbolFact[] {
  if (new RegExp(`^\\s*(?:class|def|async\\s+def)\\s+${name}\\b`, 'm').test(snippetText)) return [];
  const paths = new Set(layout.modules.map((m) => m.path));
  return (index.symbolsByName.get(name) ?? []).filter(
    (s) => kinds.includes(s.kind) && paths.has(s.location.path),
  );
}
