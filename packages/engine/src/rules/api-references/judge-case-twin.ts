import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { misspeltNameFinding } from './misspelt-name-finding.js';

const byLowerCase = new WeakMap<ProjectIndex, Map<string, string[]>>();

/** camelCase symbol names (a capital after the first letter) by their lower-case spelling. */
function camelNamesByLowerCase(index: ProjectIndex): Map<string, string[]> {
  const known = byLowerCase.get(index);
  if (known) return known;
  const map = new Map<string, string[]>();
  for (const symbol of index.symbolsByName.keys()) {
    if (!/^.+[A-Z]/.test(symbol)) continue;
    const key = symbol.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), symbol]);
  }
  byLowerCase.set(index, map);
  return map;
}

/**
 * `logger.islevelenabled(level)` in a heading or an API list, when the project declares
 * `isLevelEnabled` and nothing spelt the doc's way: the same letters in another case name that
 * symbol, whatever object the text puts before it. Only camelCase names (a capital inside) count,
 * so `info` against some `Info` says nothing.
 */
export function judgeCaseTwin(index: ProjectIndex, doc: DocFile, claim: ApiClaim): DraftFinding | undefined {
  const { name } = claim.sig;
  if (claim.context === 'paragraph' || name.length < 6 || index.identifiers.has(name)) return undefined;
  const twins = (camelNamesByLowerCase(index).get(name.toLowerCase()) ?? []).filter((n) => n !== name);
  const twin = twins[0];
  if (twins.length !== 1 || !twin) return undefined;
  const target = index.symbolsByName.get(twin)?.[0];
  const shown = claim.sig.chain.join('.');
  return misspeltNameFinding({
    name,
    shown,
    target: twin,
    description: `The docs write ${name}; the code declares ${twin} (names are case-sensitive).`,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    symbol: target,
  });
}
