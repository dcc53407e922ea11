import type { DraftFinding } from '../../rules/rule.js';
import type { PythonSnippet } from './build-python-snippets.js';
import { revealedType } from './probe-receivers.js';
import type { PyrightCache } from './pyright-cache.js';
import { type PyrightDiagnostic, runPyright } from './run-pyright.js';

interface Probe {
  key: string;
  text: string;
  line: string;
}

/**
 * Doc lines whose heuristic findings pyright refutes: the example calls `a.b(...)`, pyright
 * resolved `a.b` to a known type (no Unknown in it) and reported no drift on that line. Each such
 * line is probed once (`reveal_type(a.b)` in place of the line) and the verdict cached.
 */
export async function verifyGuessedLines(
  guessed: DraftFinding[],
  snippets: PythonSnippet[],
  checked: Map<string, PyrightDiagnostic[]>,
  cache: PyrightCache,
  codeHash: string,
  run: { extraPaths: string[]; budgetMs: number },
): Promise<Set<string>> {
  const verified = new Set<string>();
  const probes = new Map<string, Probe>();
  for (const f of guessed) {
    if (f.rule !== 'code-examples' || !f.doc || !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$/.test(f.identifier))
      continue;
    const doc = f.doc;
    const snippet = snippets.find(
      (s) => s.kind === 'example' && s.docPath === doc.path && s.lines.includes(doc.line),
    );
    const diagnostics = snippet && checked.get(snippet.id);
    if (!snippet || !diagnostics) continue;
    const at = snippet.lines.indexOf(doc.line);
    const lines = snippet.text.split('\n');
    if (diagnostics.some((d) => d.line === at) || !(lines[at] ?? '').includes(`${f.identifier}(`)) continue;
    const indent = /^\s*/.exec(lines[at] ?? '')?.[0] ?? '';
    const text = [...lines.slice(0, at), `${indent}reveal_type(${f.identifier})`].join('\n');
    const key = `${codeHash}:verify:${snippet.id}:${at}:${f.identifier}`;
    const line = `${doc.path}\u0000${doc.line}`;
    const hit = cache.get(key);
    if (hit) {
      if (resolved(hit)) verified.add(line);
    } else probes.set(`verify_${probes.size}.py`, { key, text, line });
  }
  if (probes.size === 0) return verified;
  const outcome = await runPyright(
    new Map([...probes].map(([name, p]) => [name, p.text])),
    run.extraPaths,
    run.budgetMs,
  );
  if (!outcome.ok) return verified;
  for (const [name, probe] of probes) {
    const revealed = (outcome.byFile.get(name) ?? []).filter((d) => revealedType([d]) !== undefined);
    cache.set(probe.key, revealed);
    if (resolved(revealed)) verified.add(probe.line);
  }
  return verified;
}

function resolved(diagnostics: PyrightDiagnostic[]): boolean {
  const type = revealedType(diagnostics);
  return type !== undefined && !type.includes('Unknown');
}
