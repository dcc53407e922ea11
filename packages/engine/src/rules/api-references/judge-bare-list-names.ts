import type { ProjectIndex } from '../../index/project-index.js';
import type { DocCodeSpan, DocFile } from '../../model/doc.js';
import { isNearMiss } from '../../util/similarity.js';
import type { DraftFinding } from '../rule.js';
import { membersOf, symbolsNamed } from '../shared/resolve-api.js';
import { misspeltNameFinding } from './misspelt-name-finding.js';

const BARE_NAME = /^[A-Za-z_]\w{3,}$/;

/** The container every resolving item of the list is a member of, when most items resolve. */
function commonContainer(index: ProjectIndex, names: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const name of names) {
    const owners = new Set(symbolsNamed(index, name).map((s) => s.container ?? ''));
    for (const owner of owners) if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  for (const [owner, count] of counts) if (count >= 2 && count * 2 > names.length) return owner;
  return undefined;
}

/**
 * A list of bare names (`PersistentPreRun`, `PreRun`, `Run`, `PersistenPostRun`) whose other items
 * are members of one project type: an item the type does not have, that nearly spells one it has,
 * is a misspelt or renamed member. Bare words elsewhere stay prose.
 */
export function judgeBareListNames(index: ProjectIndex, doc: DocFile): DraftFinding[] {
  const groups = new Map<number, DocCodeSpan[]>();
  for (const span of doc.spans) {
    if (span.context !== 'list' || !span.leading || span.group < 0 || !BARE_NAME.test(span.value)) continue;
    const list = groups.get(span.group) ?? [];
    list.push(span);
    groups.set(span.group, list);
  }
  const out: DraftFinding[] = [];
  for (const spans of groups.values()) {
    if (spans.length < 3) continue;
    const container = commonContainer(
      index,
      spans.map((s) => s.value),
    );
    if (!container) continue;
    const members = [...new Set(membersOf(index, container).map((m) => m.name))];
    for (const span of spans) {
      const name = span.value;
      if (
        symbolsNamed(index, name).length > 0 ||
        index.identifiers.has(name) ||
        index.importedNames.has(name)
      )
        continue;
      const near = members.find((m) => isNearMiss(name, m));
      if (!near) continue;
      const target = membersOf(index, container).find((m) => m.name === near);
      out.push(
        misspeltNameFinding({
          name,
          target: near,
          owner: container,
          description: `The docs list ${name} with other members of ${container}, which has no ${name}.`,
          doc: { path: doc.path, line: span.line, claim: name },
          symbol: target,
        }),
      );
    }
  }
  return out;
}
