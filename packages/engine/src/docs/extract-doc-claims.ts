import type { DocFile } from '../model/doc.js';
import { blankMdxSyntax } from './blank-mdx-syntax.js';
import { dedentAdmonitions } from './dedent-admonitions.js';
import { emptyDocFile } from './empty-doc-file.js';
import type { MarkdownPage } from './markdown/markdown-page.js';
import { readBlock } from './markdown/read-block.js';
import { colonFencesToTildes } from './myst/colon-fences-to-tildes.js';
import { MarkdownTokens } from './read-markdown.js';
import { createSlugger } from './slugify-heading.js';

/** Blanks YAML front matter so line numbers stay true but it is not read as a heading. */
function stripFrontMatter(text: string): string {
  if (!text.startsWith('---\n') && !text.startsWith('---\r\n')) return text;
  const end = text.indexOf('\n---', 3);
  if (end < 0) return text;
  return text.slice(0, end + 4).replace(/[^\n]/g, ' ') + text.slice(end + 4);
}

/** Reads a Markdown/MDX page into the claims the rules check. */
export function extractDocClaims(path: string, text: string, hash: string): DocFile {
  const doc = emptyDocFile(path, hash);
  const frontless = stripFrontMatter(text);
  const colons = frontless.includes(':::') ? colonFencesToTildes(frontless) : frontless;
  const page = /^\s*(?:!!!|\?\?\?)/m.test(colons) ? dedentAdmonitions(colons) : colons;
  const source = /\.mdx$/i.test(path) ? blankMdxSyntax(page) : page;
  let md: MarkdownTokens;
  try {
    md = new MarkdownTokens(source);
  } catch {
    return doc;
  }
  const reading: MarkdownPage = {
    doc,
    md,
    source,
    slug: createSlugger(),
    section: -1,
    group: 0,
    readMarkdown: (nested) => extractDocClaims(path, nested, hash),
  };
  for (const top of md.topLevel())
    for (const child of md.type(top) === 'content' ? md.children(top) : [top]) readBlock(reading, child);
  return doc;
}
