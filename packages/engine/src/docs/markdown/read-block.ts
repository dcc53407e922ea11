import { destinationOf, plainText, readInline } from '../read-inline.js';
import { blocksIn, IN_LABEL, type MarkdownPage } from './markdown-page.js';
import { readCodeBlock } from './read-code-block.js';
import { readHeading } from './read-heading.js';
import { readList } from './read-list.js';
import { readParagraph } from './read-paragraph.js';
import { readTable } from './read-table.js';
import { recordHtmlAnchors } from './record-inline.js';

/** Records one block token's claims; containers (block quotes, footnotes) are read block by block. */
export function readBlock(page: MarkdownPage, index: number): void {
  const { md, doc } = page;
  const type = md.type(index);
  if (type === 'atxHeading' || type === 'setextHeading') readHeading(page, index);
  else if (type === 'codeFenced' || type === 'codeIndented') readCodeBlock(page, index);
  else if (type === 'definition') {
    const destination = md.child(index, 'definitionDestination');
    const url = destination >= 0 ? destinationOf(md, destination) : '';
    const labelString = md.descend(index, ['definitionLabel'], ['definitionLabelString']);
    const label = labelString >= 0 ? plainText(readInline(md, labelString, IN_LABEL)) : '';
    doc.links.push({ url, line: md.line(index), kind: 'definition', label });
  } else if (type === 'htmlFlow') {
    const parts = md
      .children(index)
      .filter((i) => md.type(i) === 'htmlFlowData' || md.type(i) === 'lineEnding');
    recordHtmlAnchors(doc, parts.map((i) => md.text(i)).join(''));
  } else if (type === 'table') readTable(page, index);
  else if (type === 'listOrdered' || type === 'listUnordered')
    readList(page, index, (child) => readBlock(page, child));
  else if (type === 'paragraph') readParagraph(page, index);
  else for (const child of blocksIn(md, index)) readBlock(page, child);
}
