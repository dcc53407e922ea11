import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';

const CALLABLE_KINDS = new Set(['function', 'method']);

/** One documented option (a table row, a list item, a heading) as the option rules read it. */
export interface OptionRow {
  name: string;
  line: number;
  claim: string;
  defaultValue?: string;
}

/** `timeout`, `` `timeout` ``, `timeout?: number`, `` `retries` (number) ``: a heading about one option. */
const OPTION_HEADING = /^`?([A-Za-z_$][\w$]*)\??`?\s*(?:[:=].*|\(\w+\))?$/;

/**
 * Headings that each name one option (`#### timeout`, `#### retries`), grouped by the heading
 * they sit under, which is the section that says what they are options of. Headings that name a
 * project function or method are left out.
 */
export function optionHeadingRows(
  index: ProjectIndex,
  doc: DocFile,
): Array<{ section: number; rows: OptionRow[] }> {
  const groups = new Map<number, { section: number; rows: OptionRow[] }>();
  const parents: number[] = [];
  for (const [i, heading] of doc.headings.entries()) {
    while (parents.length > 0 && (doc.headings[parents.at(-1) ?? 0]?.depth ?? 0) >= heading.depth)
      parents.pop();
    const parent = parents.at(-1);
    parents.push(i);
    const name = OPTION_HEADING.exec(heading.text.trim())?.[1];
    // API reference pages give each method a heading (`#### verify_token`): those are not options.
    if (
      !name ||
      parent === undefined ||
      (index.symbolsByName.get(name) ?? []).some((s) => CALLABLE_KINDS.has(s.kind))
    )
      continue;
    const group = groups.get(parent) ?? { section: parent, rows: [] };
    group.rows.push({ name, line: heading.line, claim: heading.text });
    groups.set(parent, group);
  }
  // A lone heading is a topic, not a list of options.
  return [...groups.values()].filter((g) => g.rows.length >= 2);
}
