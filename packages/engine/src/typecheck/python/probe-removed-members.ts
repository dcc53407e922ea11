import type { ProjectIndex } from '../../index/project-index.js';
import type { PythonSnippet } from './build-python-snippets.js';
import type { PythonLayout } from './find-python-roots.js';
import { buildProbe, revealedType } from './probe-receivers.js';
import type { PyrightCache } from './pyright-cache.js';
import { type PyrightDiagnostic, runPyright } from './run-pyright.js';

interface Probe {
  key: string;
  snippet: string;
  text: string;
  at: PyrightDiagnostic;
}

/**
 * pyright accepts any attribute of a class with `__getattr__` (arrow's `Arrow` serves `week`
 * and `quarter` through it), so `a.naive` after `naive` was removed draws no word from it. Where
 * git history saw the project remove a member of that name and no project declaration has it
 * now, the receiver is probed (`reveal_type(a)`, cached): a project class that lacks the member
 * gives the diagnostic pyright would give for a closed class, judged like pyright's own.
 */
export async function probeRemovedMembers(
  snippets: PythonSnippet[],
  checked: Map<string, PyrightDiagnostic[]>,
  index: ProjectIndex,
  layout: PythonLayout,
  cache: PyrightCache,
  codeHash: string,
  run: { extraPaths: string[]; budgetMs: number },
): Promise<Map<string, PyrightDiagnostic[]>> {
  const classes = projectClasses(index, layout);
  const modules = new Set(layout.modules.map((m) => m.path));
  const found = new Map<string, PyrightDiagnostic[]>();
  const probes = new Map<string, Probe>();
  for (const s of snippets) {
    const diagnostics = checked.get(s.id);
    if (s.kind !== 'example' || !diagnostics) continue;
    for (const at of removedMemberUses(s, index, modules)) {
      // Said something on the line, or could not parse up to it: nothing to add.
      if (diagnostics.some((d) => d.line === at.line || (!d.rule && d.line <= at.line))) continue;
      const text = buildProbe(s.text, at);
      if (!text) continue;
      const key = `${codeHash}:member:${s.id}:${at.line}:${at.character}`;
      const hit = cache.get(key);
      if (hit) addFound(found, s.id, at, hit, classes);
      else probes.set(`member_${probes.size}.py`, { key, snippet: s.id, text, at });
    }
  }
  if (probes.size === 0) return found;
  const outcome = await runPyright(
    new Map([...probes].map(([name, p]) => [name, p.text])),
    run.extraPaths,
    run.budgetMs,
  );
  if (!outcome.ok) return found;
  for (const [name, probe] of probes) {
    const revealed = (outcome.byFile.get(name) ?? []).filter((d) => revealedType([d]) !== undefined);
    cache.set(probe.key, revealed);
    addFound(found, probe.snippet, probe.at, revealed, classes);
  }
  return found;
}

/** `.name` uses on the snippet's doc lines whose name history saw removed and nothing declares now. */
function removedMemberUses(s: PythonSnippet, index: ProjectIndex, modules: Set<string>): PyrightDiagnostic[] {
  const out: PyrightDiagnostic[] = [];
  s.text.split('\n').forEach((line, i) => {
    if (!s.lines[i]) return;
    for (const m of line.matchAll(/(?<=[\w)\]]\s*\.)([A-Za-z_]\w*)/g)) {
      const name = m[1] ?? '';
      const removed = index.removedSymbols.get(name);
      // Removed from the project's own modules: a test's `def myhook` says nothing about an API.
      if (!removed?.path || removed.topLevel || !modules.has(removed.path)) continue;
      if ((index.symbolsByName.get(name)?.length ?? 0) > 0) continue;
      out.push({
        line: i,
        character: m.index ?? 0,
        message: `Cannot access attribute "${name}"`,
        rule: 'reportAttributeAccessIssue',
      });
    }
  });
  return out;
}

function addFound(
  found: Map<string, PyrightDiagnostic[]>,
  snippet: string,
  at: PyrightDiagnostic,
  revealed: PyrightDiagnostic[],
  classes: Set<string>,
): void {
  const type = revealedType(revealed)?.replace(/^type\[(.*)\]$/, '$1');
  if (!type || !classes.has(type)) return;
  const list = found.get(snippet) ?? [];
  list.push({ ...at, message: `${at.message} for class "${type}"` });
  found.set(snippet, list);
}

/** Names of the project's own Python classes. */
function projectClasses(index: ProjectIndex, layout: PythonLayout): Set<string> {
  const paths = new Set(layout.modules.map((m) => m.path));
  return new Set(
    index.files
      .filter((f) => paths.has(f.path))
      .flatMap((f) => f.symbols.filter((s) => s.kind === 'class').map((s) => s.name)),
  );
}
