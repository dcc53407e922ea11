import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DraftFinding } from '../rule.js';

const servedCache = new WeakMap<ProjectIndex, Set<string>>();

/** The text of a Python function from its `def` line to the first line indented no deeper. */
function functionBody(lines: string[], defLine: number): string {
  const first = lines[defLine - 1] ?? '';
  const indent = first.length - first.trimStart().length;
  const body: string[] = [];
  for (let i = defLine; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() && line.length - line.trimStart().length <= indent) break;
    body.push(line);
  }
  return body.join('\n');
}

/**
 * Names a Python module still serves through a module-level `__getattr__` (PEP 562): the string
 * literals its body compares the name with or looks it up in (`if name == "RefResolver"`, a
 * `{"parse_accept_header": ...}` map of deprecated aliases). Such a name warns but works, so a doc
 * using it is not drift, even after its `def` went away.
 */
function namesServedByModuleGetattr(index: ProjectIndex): Set<string> {
  let served = servedCache.get(index);
  if (served) return served;
  served = new Set();
  for (const file of index.files) {
    if (file.language !== 'python') continue;
    for (const symbol of file.symbols) {
      if (symbol.name !== '__getattr__' || symbol.container) continue;
      let lines: string[];
      try {
        lines = readFileSync(path.join(index.root, file.path), 'utf8').split('\n');
      } catch {
        continue;
      }
      const body = functionBody(lines, symbol.location.line);
      for (const m of body.matchAll(/(["'])([A-Za-z_]\w*)\1/g)) if (m[2]) served.add(m[2]);
    }
  }
  servedCache.set(index, served);
  return served;
}

/** Findings that a name is missing, less those about names a module `__getattr__` still serves. */
export function dropNamesServedAtRunTime(index: ProjectIndex, findings: DraftFinding[]): DraftFinding[] {
  if (!index.files.some((f) => f.language === 'python')) return findings;
  const served = namesServedByModuleGetattr(index);
  if (served.size === 0) return findings;
  return findings.filter(
    (f) =>
      !['method_mismatch', 'outdated_example', 'incorrect_example'].includes(f.subtype) ||
      !served.has(f.identifier.split('.').at(-1) ?? ''),
  );
}
