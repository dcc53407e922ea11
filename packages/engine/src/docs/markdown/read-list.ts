import { type InlineNode, leadingNode, readInline } from '../read-inline.js';
import { blocksIn, type MarkdownPage, PARAGRAPH_LIKE } from './markdown-page.js';
import { recordInline } from './record-inline.js';
import { recordUnbalancedLinks } from './record-unbalanced-links.js';

/** Tokens that are blocks of a list item (besides its prefix, indents and line endings). */
const BLOCKS = new Set([
  'atxHeading',
  'setextHeading',
  'paragraph',
  'definition',
  'codeFenced',
  'codeIndented',
  'htmlFlow',
  'table',
  'listOrdered',
  'listUnordered',
  'blockQuote',
  'thematicBreak',
  'gfmFootnoteDefinition',
]);

/**
 * Where a list item's text starts: after a task-list check and the space that follows it (as
 * remark's GFM reads it, which keeps the check when nothing but that space follows).
 */
function itemTextStart(page: MarkdownPage, paragraph: number, nodes: InlineNode[]): number {
  const { md } = page;
  const start = md.token(paragraph).start.offset;
  const check = md.children(paragraph)[0];
  if (check === undefined || md.type(check) !== 'taskListCheck') return start;
  const after = nodes[0];
  return after?.kind === 'text' && after.value.length > 1 ? md.token(after.index).start.offset + 1 : start;
}

/**
 * Records a list: each item's first line, the spans of its paragraphs (one group for the whole
 * list), and its other blocks through `readBlock`.
 */
export function readList(page: MarkdownPage, index: number, readBlock: (index: number) => void): void {
  const { md, doc, source } = page;
  const groupId = page.group++;
  const items: number[][] = [];
  for (const i of blocksIn(md, index)) {
    if (md.type(i) === 'listItemPrefix') items.push([]);
    else if (BLOCKS.has(md.type(i))) items[items.length - 1]?.push(i);
  }
  for (const children of items) {
    const first = children[0];
    const firstIsParagraph = first !== undefined && md.type(first) === 'paragraph';
    const firstNodes = firstIsParagraph ? readInline(md, first, PARAGRAPH_LIKE) : [];
    const lead = firstIsParagraph ? leadingNode(firstNodes) : undefined;
    if (first !== undefined && firstIsParagraph) {
      const { end } = md.token(first);
      const firstLine = source.slice(itemTextStart(page, first, firstNodes), end.offset).split('\n')[0] ?? '';
      doc.listItems?.push({ text: firstLine, line: md.line(first), group: groupId, section: page.section });
    }
    for (const child of children) {
      if (md.type(child) !== 'paragraph') readBlock(child);
      else {
        recordInline(
          page,
          child === first ? firstNodes : readInline(md, child, PARAGRAPH_LIKE),
          'list',
          groupId,
          lead,
        );
        recordUnbalancedLinks(page, child);
      }
    }
  }
}
