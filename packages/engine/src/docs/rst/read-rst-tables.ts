// reStructuredText tables as header cells and rows of cell texts: grid tables, simple tables and
// the `list-table` directive. Cells spanning columns or rows are read cell by cell as drawn.
import { indentOf, isBlank, type RstLine } from './rst-lines.js';

export interface RstTableCell {
  text: string;
  /** 1-based page line of the cell's first text line. */
  no: number;
}

export interface RstTable {
  header: RstTableCell[];
  rows: { no: number; cells: RstTableCell[] }[];
}

const GRID_BORDER = /^\+(?:[-=]+\+)+[ \t]*$/;
export const SIMPLE_BORDER = /^=+(?: +=+)+[ \t]*$/;

export function isGridTableStart(text: string): boolean {
  return GRID_BORDER.test(text) && text.includes('-');
}

/** Cell texts of consecutive table lines between `bounds` (the column edges). */
function cellsOf(lines: RstLine[], bounds: number[], lastOpen: boolean): RstTableCell[] {
  const cells: RstTableCell[] = [];
  for (let c = 0; c + 1 < bounds.length || (lastOpen && c < bounds.length); c++) {
    const from = (bounds[c] as number) + (lastOpen ? 0 : 1);
    const to = c + 1 < bounds.length ? (bounds[c + 1] as number) : undefined;
    const parts = lines.map((l) => ({ text: l.text.slice(from, to).trim(), no: l.no })).filter((p) => p.text);
    cells.push({ text: parts.map((p) => p.text).join(' '), no: parts[0]?.no ?? lines[0]?.no ?? 0 });
  }
  return cells;
}

/** A grid table from its first border line; returns the table and the index after it. */
export function readGridTable(lines: RstLine[], start: number): { table: RstTable; end: number } {
  const border = (lines[start] as RstLine).text;
  const bounds = [...border.matchAll(/\+/g)].map((m) => m.index ?? 0);
  let end = start + 1;
  while (end < lines.length && /^[+|]/.test((lines[end] as RstLine).text)) end++;
  const table: RstTable = { header: [], rows: [] };
  let pending: RstLine[] = [];
  const heads: RstTableCell[][] = [];
  for (let i = start + 1; i < end; i++) {
    const line = lines[i] as RstLine;
    if (!GRID_BORDER.test(line.text)) {
      pending.push(line);
      continue;
    }
    if (pending.length > 0) {
      const cells = cellsOf(pending, bounds, false);
      if (line.text.includes('=')) heads.push(cells);
      else table.rows.push({ no: pending[0]?.no ?? line.no, cells });
    }
    pending = [];
  }
  // Rows above the `+===+` line are the header; a table without one has no header.
  if (heads.length > 0) {
    const header = heads[heads.length - 1] ?? [];
    table.header = header;
  }
  return { table, end };
}

/** A simple table (`=====  =====` borders) from its first border; returns the table and the index after it. */
export function readSimpleTable(lines: RstLine[], start: number): { table: RstTable; end: number } {
  const border = (lines[start] as RstLine).text;
  const bounds = [...border.matchAll(/=+/g)].map((m) => m.index ?? 0);
  const sections: RstLine[][] = [[]];
  let end = start + 1;
  for (; end < lines.length; end++) {
    const line = lines[end] as RstLine;
    if (SIMPLE_BORDER.test(line.text) || /^=+[ \t]*$/.test(line.text)) {
      sections.push([]);
      if (isBlank(lines[end + 1]?.text)) {
        end++;
        break;
      }
    } else if (isBlank(line.text) && sections.length > 1 && isBlank(lines[end + 1]?.text)) break;
    else (sections[sections.length - 1] as RstLine[]).push(line);
  }
  const rowsOf = (body: RstLine[]) => {
    const rows: RstLine[][] = [];
    for (const line of body) {
      if (isBlank(line.text)) continue;
      // A line whose first column is blank continues the row above.
      if (indentOf(line.text) >= (bounds[1] ?? 1) && rows.length > 0) rows[rows.length - 1]?.push(line);
      else rows.push([line]);
    }
    return rows.map((row) => ({ no: row[0]?.no ?? 0, cells: cellsOf(row, bounds, true) }));
  };
  const filled = sections.filter((s) => s.length > 0);
  const hasHeader = sections.length >= 3 && filled.length >= 2;
  const table: RstTable = {
    header: hasHeader ? (rowsOf(filled[0] ?? [])[0]?.cells ?? []) : [],
    rows: filled.slice(hasHeader ? 1 : 0).flatMap(rowsOf),
  };
  return { table, end };
}

/** Items of a bullet list at indentation 0 (`* ` or `- `), each dedented to its text. */
function bulletItems(lines: RstLine[], marker: string): RstLine[][] {
  const items: RstLine[][] = [];
  for (const line of lines) {
    if (line.text.startsWith(`${marker} `) || line.text === marker)
      items.push([{ text: line.text.slice(2), no: line.no }]);
    else if (items.length > 0 && (isBlank(line.text) || indentOf(line.text) >= 2))
      items[items.length - 1]?.push({ text: line.text.slice(2), no: line.no });
  }
  return items;
}

/** The body of a `list-table` directive: `* -` rows of `-` cells; `header-rows` of them are the header. */
export function readListTable(body: RstLine[], headerRows: number): RstTable {
  const rows = bulletItems(body, '*').map((row) => {
    const cells = bulletItems(row, '-').map((cell) => {
      const text = cell
        .map((l) => l.text.trim())
        .filter(Boolean)
        .join(' ');
      return { text, no: cell.find((l) => l.text.trim())?.no ?? cell[0]?.no ?? 0 };
    });
    return { no: row[0]?.no ?? 0, cells };
  });
  return {
    header: headerRows > 0 ? (rows[headerRows - 1]?.cells ?? []) : [],
    rows: rows.slice(Math.max(0, headerRows)),
  };
}
