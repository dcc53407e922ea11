// A JavaScript module names what it imports by local names of its own: `const Base =
// require('./base-client')` for `module.exports = BaseClient`, `import { Client as C }`,
// `const { Client: Impl } = require('./client')`. The index reads `class Http extends Base` and
// `exports.client = new C()` through those names, so they are rewritten to the declarations'
// names before the index is built.
import type { FileFacts, SymbolFact } from '../facts/types.js';
import { resolveModule } from './resolve-routes.js';

/** Local name to declared name, for the imports of `file` that name a project declaration under another name. */
function aliasesOf(file: FileFacts, byPath: Map<string, FileFacts>): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const imp of file.imports) {
    if (!imp.locals) continue;
    const target = resolveModule(file.path, imp.source, byPath);
    const facts = target ? byPath.get(target) : undefined;
    if (!facts) continue;
    for (const { local, name } of imp.locals) {
      const declared = name === 'default' ? facts.defaultExport : name === '*' ? undefined : name;
      if (declared && declared !== local && declared !== 'default') aliases.set(local, declared);
    }
  }
  return aliases;
}

function rewrite(text: string, aliases: Map<string, string>): string {
  // Only whole names that are not a member (`Base`, `Base<T>`, not `x.Base`).
  return text.replace(/(?<![\w$.])[A-Za-z_$][\w$]*/g, (name) => aliases.get(name) ?? name);
}

/** The file's symbols with `extends` and declared types read through the file's import aliases. */
export function resolveImportAliases(files: FileFacts[]): Map<string, SymbolFact[]> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const out = new Map<string, SymbolFact[]>();
  for (const file of files) {
    if (!file.imports.some((i) => i.locals)) continue;
    const aliases = aliasesOf(file, byPath);
    if (aliases.size === 0) continue;
    out.set(
      file.path,
      file.symbols.map((s) =>
        // Copies: the facts themselves are cached per file and must not depend on other files.
        s.extends || s.type
          ? {
              ...s,
              ...(s.extends ? { extends: s.extends.map((e) => rewrite(e, aliases)) } : {}),
              ...(s.type ? { type: rewrite(s.type, aliases) } : {}),
            }
          : s,
      ),
    );
  }
  return out;
}
