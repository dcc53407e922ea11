import { readInline } from '../read-inline.js';
import { makeDocutilsId } from '../rst/make-docutils-id.js';
import { type MarkdownPage, PARAGRAPH_LIKE } from './markdown-page.js';
import { recordInline } from './record-inline.js';
import { recordUnbalancedLinks } from './record-unbalanced-links.js';

/** A MyST target line, `(label)=`, naming the block after it for :ref: and links. */
const MYST_TARGET = /^\(([^()\s]+)\)=[ \t]*$/;
const ENDPOINT_LINE = /^\s*(?:[-*]\s+)?\**(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\**\s+`?(\/[^\s`]*)`?/;

/** Records a paragraph's spans and links, the MyST targets among its lines and lines that state an endpoint. */
export function readParagraph(page: MarkdownPage, index: number): void {
  const { md, doc } = page;
  recordInline(page, readInline(md, index, PARAGRAPH_LIKE), 'paragraph', -1, undefined);
  recordUnbalancedLinks(page, index);
  const { start, end } = md.token(index);
  page.source
    .slice(start.offset, end.offset)
    .split('\n')
    .forEach((lineText, i) => {
      const target = MYST_TARGET.exec(lineText)?.[1];
      if (target) {
        doc.labels?.push(target);
        doc.anchors.push(makeDocutilsId(target));
      }
      const m = ENDPOINT_LINE.exec(lineText);
      if (m?.[1] && m[2])
        doc.endpointLines.push({ method: m[1], path: m[2], line: md.line(index) + i, section: page.section });
    });
}
