import { exampleLanguage } from '../docs/example-language.js';
import { parseDocSignature } from '../docs/parse-doc-signature.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { collectDocBindings } from '../rules/shared/collect-doc-bindings.js';
import { isCapitalisedName, isCodeShapedName } from '../rules/shared/is-code-shaped-name.js';
import { isUncheckedLanguage } from '../rules/shared/is-unchecked-language.js';
import { membersOf, symbolsNamed } from '../rules/shared/resolve-api.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);

/**
 * `Context.Array()` where the project type Context has no Array: history may show the method
 * removed even while another declaration keeps the name (zerolog's `type Array`).
 */
function lacksMember(index: ProjectIndex, chain: string[]): boolean {
  const owner = chain.at(-2);
  const name = chain.at(-1);
  if (chain.length < 2 || !owner || !name || !/^[A-Z]/.test(owner)) return false;
  if (!symbolsNamed(index, owner).some((s) => TYPE_KINDS.has(s.kind) && !s.container)) return false;
  return !membersOf(index, owner).some((m) => m.name === name);
}

/** Names docs use as code (calls, members, API headings) that the current code does not declare. */
export function collectDocCandidates(index: ProjectIndex, include: (doc: DocFile) => boolean): Set<string> {
  const names = new Set<string>();
  const consider = (text: string) => {
    // `.requiredOption()`: a method named without its object.
    const sig = parseDocSignature(text.trim().replace(/^`?\.(?=[A-Za-z_$])/, ''));
    if (!sig || (sig.params === undefined && sig.chain.length < 2)) return;
    if (sig.name.length < 3) return;
    if (!index.symbolsByName.has(sig.name) || lacksMember(index, sig.chain)) names.add(sig.name);
  };
  for (const doc of index.docs) {
    if (!include(doc)) continue;
    for (const span of doc.spans) {
      consider(span.value);
      // A bare `CommanderError` in prose: history decides whether it was the project's.
      const bare = span.value.trim();
      const shaped = isCodeShapedName(bare) || isCapitalisedName(bare);
      if (shaped && !index.symbolsByName.has(bare) && !index.identifiers.has(bare)) names.add(bare);
    }
    for (const h of doc.headings) consider(h.text);
    // `program.requiredOption(...)` in an example, where `program` is an instance of a project class.
    const bound = collectDocBindings(index, doc);
    for (const block of doc.codeBlocks) {
      const checkerless = isUncheckedLanguage(exampleLanguage(block.lang));
      for (const call of block.example?.calls ?? []) {
        const name = call.chain[call.chain.length - 1];
        // `before_log(...)` taken from `from pkg import *`: a bare call of a name only code has.
        if (call.chain.length === 1 && name && isCodeShapedName(name) && !index.symbolsByName.has(name))
          names.add(name);
        // `myFlagSet.SetNormalizeFunc(fn)` with `myFlagSet` never typed, in a language no checker reads.
        const unbound = checkerless && (!call.head || call.head.kind === 'untyped');
        if (call.chain.length < 2 || !name || !(unbound || bound.has(call.chain[0] ?? ''))) continue;
        if (name.length >= 3 && !index.symbolsByName.has(name)) names.add(name);
      }
      // `@Override dispatch(...)`: a method the example implements for the project to call.
      for (const { name } of block.example?.implementations ?? [])
        if (name.length >= 3 && !index.symbolsByName.has(name)) names.add(name);
      // `a.naive` in a Python example: an attribute pyright accepts on a class with `__getattr__`
      // unless history says the project removed it.
      if (exampleLanguage(block.lang) === 'python' || /^\s*>>> /m.test(block.text))
        for (const m of block.text.matchAll(/(?<=[\w)\]]\.)([A-Za-z_]\w{2,})\b(?!\s*\()/g)) {
          const name = m[1] ?? '';
          if (!index.symbolsByName.has(name)) names.add(name);
        }
      for (const m of block.text.matchAll(
        /import\s*\{([^}]*)\}\s*from|from\s+[\w.]+\s+import\s+([\w, ]+)/g,
      )) {
        for (const n of (m[1] ?? m[2] ?? '').split(',')) {
          const name = n
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && name.length >= 3 && !index.symbolsByName.has(name)) names.add(name);
        }
      }
    }
  }
  return names;
}
