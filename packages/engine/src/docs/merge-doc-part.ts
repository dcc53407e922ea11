import type { DocFile } from '../model/doc.js';

export interface PartPlace {
  /** Page line of the line before the part's first line. */
  lineOffset: number;
  /** The page's section where the part starts. */
  section: number;
  /** The first sibling group id free in the page. */
  groupBase: number;
}

/**
 * Adds the claims of a part read apart (a MyST directive's body, an `{eval-rst}` block) to the
 * page: lines shifted to the page's, the part's headings after the page's, its groups after the
 * page's. Returns the section the page continues in and how many group ids the part used.
 */
export function mergeDocPart(
  into: DocFile,
  part: DocFile,
  place: PartPlace,
): { section: number; groups: number } {
  const headingBase = into.headings.length;
  const off = place.lineOffset;
  const section = (s: number) => (s >= 0 ? s + headingBase : place.section);
  const group = (g: number) => (g >= 0 ? g + place.groupBase : g);
  let groups = 0;
  const used = (g: number) => {
    groups = Math.max(groups, g + 1);
    return group(g);
  };
  into.headings.push(...part.headings.map((h) => ({ ...h, line: h.line + off })));
  into.spans.push(
    ...part.spans.map((s) => ({
      ...s,
      line: s.line + off,
      section: section(s.section),
      group: used(s.group),
    })),
  );
  into.tables.push(
    ...part.tables.map((t) => ({
      ...t,
      line: t.line + off,
      section: section(t.section),
      rows: t.rows.map((r) => ({ ...r, line: r.line + off })),
    })),
  );
  into.codeBlocks.push(
    ...part.codeBlocks.map((b) => ({ ...b, line: b.line + off, section: section(b.section) })),
  );
  into.links.push(...part.links.map((l) => ({ ...l, line: l.line + off })));
  into.endpointLines.push(
    ...part.endpointLines.map((e) => ({ ...e, line: e.line + off, section: section(e.section) })),
  );
  into.listItems?.push(
    ...(part.listItems ?? []).map((i) => ({
      ...i,
      line: i.line + off,
      section: section(i.section),
      group: used(i.group),
    })),
  );
  into.anchors.push(...part.anchors);
  into.labels?.push(...(part.labels ?? []));
  return { section: part.headings.length > 0 ? into.headings.length - 1 : place.section, groups };
}
