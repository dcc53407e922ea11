import { buildProbe, revealedType, unionMembers } from './probe-receivers.js';
import { type PyrightDiagnostic, runPyright } from './run-pyright.js';

/** Drift messages kept from pyright's output; the rest never becomes a finding. */
export const DRIFT_MESSAGE =
  /is unknown import symbol|is not a known attribute of module|^Cannot access attribute|^No parameter named|^Expected \d+ positional argument|^"\w+" is not defined$|^No overloads for "\w+" match the provided arguments/;
/** Parse errors (they carry no rule): the statements after one may be misread, so nothing there is said. */
const SYNTAX_ERROR =
  /was not closed|^Expected |must be separated by newlines|[Ii]ndent|Invalid character|Invalid expression/;

export type SnippetResults =
  | { ok: true; byFile: Map<string, PyrightDiagnostic[]> }
  | { ok: false; reason: string };

/**
 * Checks the files (name -> text) with pyright and keeps the diagnostics that can mean drift (and
 * the first parse error): none at or after a parse error, and no attribute error on a union type whose other members have
 * the attribute (a second run reveals the receivers' types).
 */
export async function checkSnippets(
  files: Map<string, string>,
  extraPaths: string[],
  budgetMs: number,
): Promise<SnippetResults> {
  const first = await runPyright(files, extraPaths, budgetMs);
  if (!first.ok) return { ok: false, reason: first.reason };
  const kept = new Map<string, PyrightDiagnostic[]>();
  const probes = new Map<string, string>();
  const probed = new Map<string, PyrightDiagnostic>();
  for (const name of files.keys()) {
    const all = first.byFile.get(name) ?? [];
    const syntaxLine = Math.min(
      ...all.filter((d) => !d.rule && SYNTAX_ERROR.test(d.message)).map((d) => d.line),
    );
    const drift = all.filter((d) => DRIFT_MESSAGE.test(d.message) && d.line < syntaxLine);
    // The first parse error stays, and where pyright said anything else (a missing argument, a
    // type mismatch): no such line is vouched for, though none of it is drift.
    const parseError = all.find((d) => !d.rule && d.line === syntaxLine);
    const other = all
      .filter((d) => d.rule && !DRIFT_MESSAGE.test(d.message) && d.line < syntaxLine)
      .map((d) => ({ ...d, message: '' }));
    kept.set(name, [...drift, ...other, ...(parseError ? [parseError] : [])]);
    drift.forEach((d, k) => {
      const probe = d.message.startsWith('Cannot access attribute')
        ? buildProbe(files.get(name) ?? '', d)
        : undefined;
      if (!probe) return;
      const probeName = `probe_${k}_${name}`;
      probes.set(probeName, probe);
      probed.set(probeName, d);
    });
  }
  if (probes.size === 0) return { ok: true, byFile: kept };
  const second = await runPyright(probes, extraPaths, Math.max(1, budgetMs - first.ms));
  if (!second.ok) return { ok: false, reason: second.reason };
  for (const [probeName, d] of probed) {
    const type = revealedType(second.byFile.get(probeName) ?? []);
    const name = probeName.replace(/^probe_\d+_/, '');
    const list = kept.get(name) ?? [];
    // pyright says it once per union member that lacks the attribute: drift only when all lack it.
    const lacking = list.filter(
      (k) => k.line === d.line && k.character === d.character && k.message.startsWith('Cannot access'),
    ).length;
    if (type === undefined || lacking >= unionMembers(type).length) continue;
    kept.set(
      name,
      list.filter((k) => k !== d),
    );
  }
  return { ok: true, byFile: kept };
}
