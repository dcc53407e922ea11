import type { DocFile } from '../../model/doc.js';
import type { InlineOptions } from '../read-inline.js';
import type { MarkdownTokens } from '../read-markdown.js';

/** One Markdown page being read: its tokens and the claims so far, with the section and group counters. */
export interface MarkdownPage {
  doc: DocFile;
  md: MarkdownTokens;
  /** The text the tokens were made from (front matter blanked, MDX syntax blanked). */
  source: string;
  slug: (title: string) => string;
  /** Index in doc.headings of the heading the reader is under, -1 before the first. */
  section: number;
  /** The next free group id (a list, a table column, a MyST directive's blocks). */
  group: number;
  /** Reads Markdown nested in the page (a MyST directive's body) into claims of its own. */
  readMarkdown: (text: string) => DocFile;
}

export const PARAGRAPH_LIKE: InlineOptions = { keepLineEndings: true, inTable: false };
export const IN_TABLE: InlineOptions = { keepLineEndings: false, inTable: true };
export const IN_LABEL: InlineOptions = { keepLineEndings: false, inTable: false };

/** Block children, with the paragraphs and definitions of `content` tokens in their place. */
export function blocksIn(md: MarkdownTokens, index: number): number[] {
  return md.children(index).flatMap((i) => (md.type(i) === 'content' ? md.children(i) : [i]));
}
