import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { editDistance } from '../../util/similarity.js';
import type { DraftFinding } from '../rule.js';
import { misspeltNameFinding } from './misspelt-name-finding.js';

const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}$/;

interface Item {
  name: string;
  line: number;
}

/** Headings of one level, or leading items of one list, that are all constant-like names. */
function constantGroups(doc: DocFile): Item[][] {
  const groups = new Map<string, Item[]>();
  const add = (key: string, item: Item) => groups.set(key, [...(groups.get(key) ?? []), item]);
  for (const h of doc.headings) {
    const name = h.text.replace(/`/g, '').trim();
    if (CONSTANT.test(name)) add(`h${h.depth}`, { name, line: h.line });
  }
  for (const span of doc.spans) {
    if (span.context === 'list' && span.leading && span.group >= 0 && CONSTANT.test(span.value))
      add(`g${span.group}`, { name: span.value, line: span.line });
  }
  return [...groups.values()];
}

/**
 * A page listing the project's error codes or constants (`#### FST_ERR_PROMISE_NOT_FULFILLED`, one
 * heading each) where nearly every other entry is a name the code uses: an entry the code never
 * uses, one or two letters from exactly one of the code's names with the same prefix, is that
 * name misspelt or renamed. Environment variables are strings, not names, and never form such a list.
 */
export function judgeConstantNames(index: ProjectIndex, doc: DocFile): DraftFinding[] {
  const out: DraftFinding[] = [];
  for (const items of constantGroups(doc)) {
    if (items.length < 5) continue;
    const known = items.filter((i) => index.identifiers.has(i.name)).length;
    if (known * 5 < items.length * 4) continue;
    for (const item of items) {
      if (index.identifiers.has(item.name)) continue;
      const prefix = item.name.slice(0, item.name.indexOf('_') + 1);
      const near = [...index.identifiers].filter((id) => {
        if (!id.startsWith(prefix) || Math.abs(id.length - item.name.length) > 2) return false;
        const distance = editDistance(id, item.name);
        return distance <= 2 && distance / item.name.length <= 0.15;
      });
      const target = near[0];
      if (near.length !== 1 || !target) continue;
      out.push(
        misspeltNameFinding({
          name: item.name,
          target,
          description: `The docs list ${item.name} among names the code uses; the code has ${target} instead.`,
          doc: { path: doc.path, line: item.line, claim: item.name },
          symbol: undefined,
        }),
      );
    }
  }
  return out;
}
