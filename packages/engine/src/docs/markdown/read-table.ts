import { leadingNode, plainText, readInline } from '../read-inline.js';
import { IN_TABLE, type MarkdownPage } from './markdown-page.js';
import { recordInline } from './record-inline.js';

/** Records a GFM table (header and raw cell text per row) and the spans of its cells, one group per column. */
export function readTable(page: MarkdownPage, index: number): void {
  const { md, doc, source } = page;
  const head = md.descend(index, ['tableHead'], ['tableRow']);
  const headCells = head >= 0 ? md.children(head).filter((i) => md.type(i) === 'tableHeader') : [];
  const bodyRows = md
    .children(index)
    .filter((i) => md.type(i) === 'tableBody')
    .flatMap((body) => md.children(body).filter((i) => md.type(i) === 'tableRow'));
  const cellNodes = (cell: number) => {
    const content = md.child(cell, 'tableContent');
    return content >= 0 ? readInline(md, content, IN_TABLE) : [];
  };
  const cellText = (cell: number): string => {
    const { start, end } = md.token(cell);
    return source.slice(start.offset, end.offset).replace(/^\|/, '').replace(/\|$/, '').trim();
  };
  const baseGroup = page.group;
  page.group += headCells.length;
  const rows = bodyRows.map((row) => ({
    row,
    cells: md.children(row).filter((i) => md.type(i) === 'tableData'),
  }));
  doc.tables.push({
    line: md.line(index),
    header: headCells.map((cell) => plainText(cellNodes(cell)).trim()),
    rows: rows.map(({ row, cells }) => ({ line: md.line(row), cells: cells.map(cellText) })),
    section: page.section,
  });
  for (const { cells } of rows) {
    cells.forEach((cell, i) => {
      const nodes = cellNodes(cell);
      recordInline(page, nodes, 'table', baseGroup + i, leadingNode(nodes), i);
    });
  }
}
