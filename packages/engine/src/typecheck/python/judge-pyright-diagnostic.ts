import type { ProjectIndex } from '../../index/project-index.js';
import type { DraftFinding } from '../../rules/rule.js';
import { makeFinding } from '../../rules/shared/make-finding.js';
import { isHostName } from '../../util/is-host-name.js';
import { isPlaceholderName } from '../../util/is-placeholder-name.js';
import { closestName } from '../../util/similarity.js';
import type { PythonSnippet } from './build-python-snippets.js';
import type { PythonLayout } from './find-python-roots.js';
import { projectSymbols } from './project-symbols.js';
import type { Drift } from './python-drift.js';
import { readCallDrift } from './read-call-drift.js';
import type { PyrightDiagnostic } from './run-pyright.js';

/**
 * Turns one pyright diagnostic into a finding when it means the docs drifted from the project's own
 * code: a missing import symbol or attribute of a project module or class, a keyword or a positional
 * argument a project callable does not take; reported at snippet line `at` (a later use of a drifted
 * import) or where pyright said it. Everything a snippet's incompleteness causes (its own
 * undefined names, unresolved or third-party imports, `...` placeholders) is left out.
 */
export function judgePyrightDiagnostic(
  d: PyrightDiagnostic,
  snippet: PythonSnippet,
  index: ProjectIndex,
  layout: PythonLayout,
  at = d.line,
): DraftFinding | undefined {
  const drift = readDrift(d, snippet, index, layout);
  const docLine = snippet.lines[at];
  if (!drift || !docLine) return undefined;
  const removed = index.removedSymbols.get(drift.name);
  // `setattr(Registry, "register", fn)`: the class gains the member when the code runs, which
  // pyright, reading the class body, cannot see.
  if (!removed && index.assignedMembers.has(drift.name)) return undefined;
  const near = removed?.renamedTo ?? closestName(drift.name, drift.candidates);
  const example = snippet.kind === 'example';
  const subtype = example ? (removed ? 'outdated_example' : 'incorrect_example') : drift.subtype;
  return makeFinding({
    rule: example ? 'code-examples' : 'api-references',
    subtype,
    severity: subtype === 'method_mismatch' ? 'high' : 'medium',
    confidence: 0.9,
    title: drift.title,
    description: `${drift.description}${removed ? ` It was removed in commit ${removed.commit}.` : ''} (pyright)`,
    identifier: drift.name,
    doc: { path: snippet.docPath, line: docLine, claim: snippet.claims[at] ?? '' },
    code: drift.symbol
      ? {
          path: drift.symbol.location.path,
          line: drift.symbol.location.line,
          reality: drift.symbol.signature,
        }
      : null,
    suggestions: [
      `${drift.fix ?? (near ? `Replace ${drift.name} with ${near}` : `Remove ${drift.name}`)} in ${snippet.docPath} line ${docLine}`,
    ],
  });
}

function readDrift(
  d: PyrightDiagnostic,
  snippet: PythonSnippet,
  index: ProjectIndex,
  layout: PythonLayout,
): Drift | undefined {
  const lineText = snippet.text.split('\n')[d.line] ?? '';
  let m = /^"(\w+)" is unknown import symbol$/.exec(d.message);
  if (m?.[1]) {
    const module = /^\s*from\s+([\w.]+)\s+import\b/.exec(lineText)?.[1];
    if (!module || !layout.topNames.has(module.split('.')[0] ?? '') || isPlaceholderName(m[1]))
      return undefined;
    if (moduleMentions(index, layout, module, m[1])) return undefined;
    return {
      name: m[1],
      title: `Example imports ${m[1]} from ${module}, which does not export it`,
      description: `${module} has no ${m[1]}.`,
      subtype: 'method_mismatch',
      candidates: moduleMembers(index, layout, module),
      ...movedTo(index, layout, m[1], (home) => `Import ${m?.[1]} from ${home}`),
    };
  }
  m = /^"(\w+)" is not a known attribute of module "([\w.]+)"$/.exec(d.message);
  if (m?.[1] && m[2]) {
    // pyright names a module reached through a relative import by that import (`..validators`
    // for `attrs.validators`, which star-imports `attr.validators`); the docs' own path is the module.
    if (m[2].startsWith('.')) {
      const written = /([A-Za-z_][\w.]*)\.\s*$/.exec(lineText.slice(0, d.character))?.[1];
      if (!written) return undefined;
      m[2] = written;
    }
    if (!layout.topNames.has(m[2].split('.')[0] ?? '')) return undefined;
    // A submodule the package does not import itself: whether `pkg.sub` works depends on what
    // else was imported first, which a snippet cannot tell.
    if (
      layout.packages.has(`${m[2]}.${m[1]}`) ||
      isPlaceholderName(m[1]) ||
      isHostName([...m[2].split('.'), m[1]])
    )
      return undefined;
    if (moduleMentions(index, layout, m[2], m[1])) return undefined;
    // `pkg.gone.NAME` in prose: NAME may live on in another module.
    const named = /[\w.]*$/.exec(lineText.slice(d.character))?.[0].split('.').at(-1) ?? m[1];
    return {
      name: m[1],
      title: `${m[2]}.${m[1]} does not exist`,
      description: `The module ${m[2]} has no attribute ${m[1]}.`,
      subtype: 'method_mismatch',
      candidates: moduleMembers(index, layout, m[2]),
      ...movedTo(index, layout, named, (home) => `Use ${home}.${named}`),
    };
  }
  m = /^Cannot access attribute "(\w+)" for class "(?:type\[)?(\w+)\]?"/.exec(d.message);
  if (m?.[1] && m[2]) {
    // The example adds the member itself (`logger.__class__.foobar = partialmethod(...)`).
    if (new RegExp(`\\.${m[1]}\\s*=(?!=)|setattr\\([^,]+,\\s*["']${m[1]}["']`).test(snippet.text))
      return undefined;
    const owner = projectSymbols(index, layout, m[2], ['class'], snippet.text)[0];
    // Only Python declarations: a Rust or C extension's struct of the same name (pendulum's
    // `Duration` in `rust/src`) is not the class pyright resolved.
    const modules = new Set(layout.modules.map((module) => module.path));
    const members = (index.membersByContainer.get(m[2]) ?? []).filter((s) => modules.has(s.location.path));
    // A member the class declares in a branch pyright did not take (an optional dependency missing).
    if (!owner || members.some((s) => s.name === m?.[1])) return undefined;
    return {
      name: m[1],
      title: `${m[2]} has no attribute ${m[1]}`,
      description: `The docs use ${m[2]}.${m[1]}; the class ${m[2]} declares no ${m[1]}.`,
      subtype: 'method_mismatch',
      candidates: members.map((s) => s.name),
      symbol: owner,
    };
  }
  return readRemovedName(d, snippet, index, layout) ?? readCallDrift(d, snippet, index, layout);
}

/**
 * `before_log(...)` under `from pkg import *` when pkg no longer has `before_log`: pyright only
 * sees an undefined name. It is drift when git history saw the project declare that name at module
 * level and no project module declares it now.
 */
function readRemovedName(
  d: PyrightDiagnostic,
  snippet: PythonSnippet,
  index: ProjectIndex,
  layout: PythonLayout,
): Drift | undefined {
  const name = /^"(\w+)" is not defined$/.exec(d.message)?.[1];
  if (!name || snippet.kind !== 'example' || !index.removedSymbols.get(name)?.topLevel) return undefined;
  const starred = [...snippet.text.matchAll(/^from\s+([\w.]+)\s+import\s+\*/gm)]
    .map((s) => s[1] ?? '')
    .filter((module) => layout.topNames.has(module.split('.')[0] ?? ''));
  const module = starred[0];
  if (
    !module ||
    projectSymbols(index, layout, name, ['function', 'class', 'variable', 'constant', 'type'], snippet.text)
      .length > 0
  )
    return undefined;
  return {
    name,
    title: `Example uses ${name}, which ${module} no longer exports`,
    description: `The example takes ${name} from \`from ${module} import *\`; the project declares no ${name}.`,
    subtype: 'incorrect_example',
    candidates: moduleMembers(index, layout, module),
  };
}

/** The fix when another module of the project declares the name (it moved, or the docs named the wrong module). */
function movedTo(
  index: ProjectIndex,
  layout: PythonLayout,
  name: string,
  fix: (home: string) => string,
): { fix: string } | Record<string, never> {
  const modules = new Map(layout.modules.map((m) => [m.path, m.name]));
  const homes = (index.symbolsByName.get(name) ?? [])
    .filter((s) => !s.container)
    .map((s) => modules.get(s.location.path))
    .filter((home): home is string => home !== undefined);
  // A public module path (no `_private` part) is the one to document.
  const home = homes.find((h) => !h.split('.').some((part) => part.startsWith('_'))) ?? homes[0];
  return home ? { fix: fix(home) } : {};
}

/**
 * The module's own file names the name: it re-exports it from a package pyright cannot see (a
 * third-party dependency, kept unresolved on purpose), which pyright reports as unknown.
 */
function moduleMentions(index: ProjectIndex, layout: PythonLayout, module: string, name: string): boolean {
  const files = new Set(layout.modules.filter((m) => m.name === module).map((m) => m.path));
  return index.files.some((f) => files.has(f.path) && f.identifiers.includes(name));
}

/** Names the module or the modules under it declare at top level, and its submodules. */
function moduleMembers(index: ProjectIndex, layout: PythonLayout, module: string): string[] {
  const files = new Set(
    layout.modules.filter((m) => m.name === module || m.name.startsWith(`${module}.`)).map((m) => m.path),
  );
  const submodules = layout.modules
    .filter((m) => m.name.startsWith(`${module}.`))
    .map((m) => m.name.slice(module.length + 1).split('.')[0] ?? '');
  const members = index.files
    .filter((f) => files.has(f.path))
    .flatMap((f) => f.symbols.filter((s) => !s.container && s.exported).map((s) => s.name));
  return [...members, ...submodules];
}
