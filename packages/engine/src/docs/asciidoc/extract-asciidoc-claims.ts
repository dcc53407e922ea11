// AsciiDoc pages (Java/Spring projects) read with Asciidoctor.js into the same DocFile the
// Markdown reader fills: sections with their ids, `monospace` spans and links of paragraphs and
// list items, source and literal blocks in their language, and every id a link may target.
import { createRequire } from 'node:module';
import type { DocFile, SpanContext } from '../../model/doc.js';
import { emptyDocFile } from '../empty-doc-file.js';
import { guessBlockLanguage } from '../guess-block-language.js';
import { parseExampleBlock } from '../parse-example-block.js';

/** The part of Asciidoctor.js's block API the reader uses. */
interface AsciiDocBlock {
  getContext(): string;
  getLineNumber(): number | undefined;
  getStyle(): string | undefined;
  getAttribute(name: string): unknown;
  getSource(): string;
  getId(): string | undefined;
  getTitle(): string | undefined;
  getLevel(): number;
  getContent(): unknown;
  getText?(): string;
  getParent(): AsciiDocBlock | undefined;
}

interface AsciiDocDocument {
  findBy(selector: { context: string }): AsciiDocBlock[];
  getRefs(): Record<string, unknown>;
}

interface AsciiDocProcessor {
  load(text: string, options: Record<string, unknown>): AsciiDocDocument;
  LoggerManager: { setLogger(logger: unknown): void };
  NullLogger: { create(): unknown };
}

let processor: AsciiDocProcessor | undefined;

/** Asciidoctor.js loads (~350 ms) only when a scan has an AsciiDoc page; doc parsing is synchronous. */
function asciidoctor(): AsciiDocProcessor {
  if (!processor) {
    const create = createRequire(import.meta.url)('@asciidoctor/core') as () => AsciiDocProcessor;
    processor = create();
    // Its warnings (an unterminated block) would go to stderr, into the CLI's output.
    processor.LoggerManager.setLogger(processor.NullLogger.create());
  }
  return processor;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#8217': '’' };

function decode(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all);
}

/** The line of a block, or of the nearest enclosing block that has one. */
function lineOf(block: AsciiDocBlock): number {
  for (let at: AsciiDocBlock | undefined = block; at; at = at.getParent()) {
    const line = at.getLineNumber();
    if (line !== undefined) return line;
  }
  return 1;
}

export function extractAsciiDocClaims(path: string, text: string, hash: string): DocFile {
  const doc = emptyDocFile(path, hash);
  // `secure`: no includes, no file or network access; the page is read as written.
  const parsed = asciidoctor().load(text, {
    safe: 'secure',
    sourcemap: true,
    attributes: { 'skip-front-matter': '' },
  });
  let group = 0;
  const sections = parsed.findBy({ context: 'section' });
  const sectionAt = (line: number) => {
    let index = -1;
    sections.forEach((s, i) => {
      if (lineOf(s) <= line) index = i;
    });
    return index;
  };
  for (const section of sections) {
    const title = decode(section.getTitle() ?? '').trim();
    doc.headings.push({
      text: title,
      slug: section.getId() ?? '',
      line: lineOf(section),
      depth: section.getLevel() + 1,
    });
  }
  doc.anchors.push(...Object.keys(parsed.getRefs()));
  const inline = (html: string, line: number, context: SpanContext, groupId: number) => {
    let first = true;
    for (const m of html.matchAll(/<code>([\s\S]*?)<\/code>|<a href="([^"]*)"/g)) {
      if (m[1] !== undefined) {
        const leading = first && context === 'list' && html.trimStart().startsWith('<code>');
        doc.spans.push({
          value: decode(m[1]),
          line,
          context,
          group: groupId,
          leading,
          section: sectionAt(line),
        });
      } else if (m[2]) doc.links.push({ url: decode(m[2]), line, kind: 'link' });
      first = false;
    }
  };
  for (const paragraph of parsed.findBy({ context: 'paragraph' })) {
    const content = paragraph.getContent();
    if (typeof content === 'string') inline(content, lineOf(paragraph), 'paragraph', -1);
  }
  for (const list of [...parsed.findBy({ context: 'ulist' }), ...parsed.findBy({ context: 'olist' })]) {
    const groupId = group++;
    for (const item of parsed.findBy({ context: 'list_item' }).filter((i) => i.getParent() === list)) {
      const html = item.getText?.() ?? '';
      const line = lineOf(item);
      doc.listItems?.push({ text: decode(html), line, group: groupId, section: sectionAt(line) });
      inline(html, line, 'list', groupId);
    }
  }
  for (const block of [...parsed.findBy({ context: 'listing' }), ...parsed.findBy({ context: 'literal' })]) {
    const source = block.getSource();
    const language = String(block.getAttribute('language') ?? '') || guessBlockLanguage(source);
    // The block's line is its opening delimiter; its code starts on the next line.
    const line = lineOf(block);
    doc.codeBlocks.push({
      lang: language,
      text: source,
      line,
      section: sectionAt(line),
      ...parseExampleBlock(language, source),
    });
  }
  doc.codeBlocks.sort((a, b) => a.line - b.line);
  return doc;
}
