// The `csv-table` directive: a `:header:` option and comma-separated rows (quoted with `"`).
import type { RstTable, RstTableCell } from './read-rst-tables.js';
import type { RstLine } from './rst-lines.js';

function splitCsv(text: string, no: number): RstTableCell[] {
  const cells: RstTableCell[] = [];
  for (const m of text.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)) {
    if (m.index === text.length && cells.length > 0) break;
    cells.push({ text: (m[1]?.replace(/""/g, '"') ?? m[2] ?? '').trim(), no });
    if (m[0] === '') break;
  }
  return cells;
}

export function readCsvTable(header: string | undefined, body: RstLine[]): RstTable {
  return {
    header: header ? splitCsv(header, body[0]?.no ?? 0) : [],
    rows: body.filter((l) => l.text.trim()).map((l) => ({ no: l.no, cells: splitCsv(l.text, l.no) })),
  };
}
