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
 * resolved `a.b` to a known type (no Unknown or Any in it) and said nothing on that line. Each
 * such line is probed once (`reveal_type(a.b)` in place of the line) and the verdict cached.
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
    if (f.rule !== 'code-examples' || !f.doc || !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(f.identifier))
      continue;
    const doc = f.doc;
    const snippet = snippets.find(
      (s) => s.kind === 'example' && s.docPath === doc.path && s.lines.includes(doc.line),
    );
    const diagnostics = snippet && checked.get(snippet.id);
    if (!snippet || !diagnostics) continue;
    const at = snippet.lines.indexOf(doc.line);
    // Said something on the line, or could not parse the snippet up to it: no verdict.
    if (diagnostics.some((d) => d.line === at || (!d.rule && d.line <= at))) continue;
    const text = probeText(snippet.text.split('\n'), at, f.identifier);
    if (!text) continue;
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

/**
 * The snippet up to the line, with the line's callee (`token.claims.get` for `get`) revealed in its
 * place. Imports get no verdict: a module-level `__getattr__` makes pyright accept any name.
 */
function probeText(lines: string[], at: number, identifier: string): string | undefined {
  const line = lines[at] ?? '';
  const escaped = identifier.replaceAll('.', '\\.');
  const callee = new RegExp(`(?<![\\w.])((?:[A-Za-z_]\\w*\\.)*${escaped})\\s*\\(`).exec(line)?.[1];
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  return callee ? [...lines.slice(0, at), `${indent}reveal_type(${callee})`].join('\n') : undefined;
}

function resolved(diagnostics: PyrightDiagnostic[]): boolean {
  const type = revealedType(diagnostics);
  return type !== undefined && !/Unknown|\bAny\b/.test(type);
}
