import type { DocFile } from '../model/doc.js';

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
 * they sit under, which is the section that says what they are options of.
 */
export function optionHeadingRows(doc: DocFile): Array<{ section: number; rows: OptionRow[] }> {
  const groups = new Map<number, { section: number; rows: OptionRow[] }>();
  const parents: number[] = [];
  for (const [i, heading] of doc.headings.entries()) {
    while (parents.length > 0 && (doc.headings[parents.at(-1) ?? 0]?.depth ?? 0) >= heading.depth)
      parents.pop();
    const parent = parents.at(-1);
    parents.push(i);
    const name = OPTION_HEADING.exec(heading.text.trim())?.[1];
    if (!name || parent === undefined) continue;
    const group = groups.get(parent) ?? { section: parent, rows: [] };
    group.rows.push({ name, line: heading.line, claim: heading.text });
    groups.set(parent, group);
  }
  // A lone heading is a topic, not a list of options.
  return [...groups.values()].filter((g) => g.rows.length >= 2);
}
