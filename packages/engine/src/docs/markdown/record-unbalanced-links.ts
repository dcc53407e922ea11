import type { MarkdownPage } from './markdown-page.js';

/** `[text]((https://x)`: an extra `(` before the URL, outside code spans. */
const EXTRA_PAREN_LINK = /\]\(\(((?:[a-z][a-z0-9+.-]*:|\.{0,2}\/)[^\s()]+)\)(?!\))/gi;

/**
 * A link written with one parenthesis too many before its target is no link in Markdown (the
 * parentheses of a destination must balance), so the page shows `[text]((https://x)` as text.
 * The reader keeps it as a link to `(https://x`, which the link rule reports with its fix.
 */
export function recordUnbalancedLinks(page: MarkdownPage, index: number): void {
  const { md, doc } = page;
  const { start, end } = md.token(index);
  page.source
    .slice(start.offset, end.offset)
    .split('\n')
    .forEach((lineText, i) => {
      for (const m of lineText
        .replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
        .matchAll(EXTRA_PAREN_LINK))
        if (m[1]) doc.links.push({ url: `(${m[1]}`, line: md.line(index) + i, kind: 'link' });
    });
}
