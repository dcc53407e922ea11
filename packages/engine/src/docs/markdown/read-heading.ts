import { leadingNode, plainText, readInline } from '../read-inline.js';
import { type MarkdownPage, PARAGRAPH_LIKE } from './markdown-page.js';
import { recordInline } from './record-inline.js';

/** Records an ATX or setext heading and makes it the section the blocks after it belong to. */
export function readHeading(page: MarkdownPage, index: number): void {
  const { md, doc } = page;
  const atx = md.type(index) === 'atxHeading';
  const textToken = md.child(index, atx ? 'atxHeadingText' : 'setextHeadingText');
  const nodes = textToken >= 0 ? readInline(md, textToken, PARAGRAPH_LIKE) : [];
  const marker = atx
    ? md.text(md.child(index, 'atxHeadingSequence')).length
    : md.text(md.descend(index, ['setextHeadingLine'], ['setextHeadingLineSequence'])).startsWith('=')
      ? 1
      : 2;
  const title = plainText(nodes).trim();
  doc.headings.push({ text: title, slug: page.slug(title), line: md.line(index), depth: marker });
  page.section = doc.headings.length - 1;
  recordInline(page, nodes, 'heading', -1, leadingNode(nodes));
}
