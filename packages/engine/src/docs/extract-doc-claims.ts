import type { DocFile, SpanContext } from '../model/doc.js';
import { blankMdxSyntax } from './blank-mdx-syntax.js';
import { dedentAdmonitions } from './dedent-admonitions.js';
import { emptyDocFile } from './empty-doc-file.js';
import { guessBlockLanguage } from './guess-block-language.js';
import { colonFencesToTildes } from './myst/colon-fences-to-tildes.js';
import { mystDirectiveOf, readMystDirective } from './myst/read-myst-directive.js';
import { parseExampleBlock } from './parse-example-block.js';
import { destinationOf, type InlineNode, leadingNode, plainText, readInline } from './read-inline.js';
import { MarkdownTokens } from './read-markdown.js';
import { makeDocutilsId } from './rst/make-docutils-id.js';
import { readRole } from './rst/read-role.js';
import { createSlugger } from './slugify-heading.js';

/** A MyST target line, `(label)=`, naming the block after it for :ref: and links. */
const MYST_TARGET = /^\(([^()\s]+)\)=[ \t]*$/;
/** A MyST role before a code span: {func}`name`. */
const MYST_ROLE = /\{([A-Za-z][\w:.+-]*)\}$/;
const ENDPOINT_LINE = /^\s*(?:[-*]\s+)?\**(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\**\s+`?(\/[^\s`]*)`?/;

/** Blanks YAML front matter so line numbers stay true but it is not read as a heading. */
function stripFrontMatter(text: string): string {
  if (!text.startsWith('---\n') && !text.startsWith('---\r\n')) return text;
  const end = text.indexOf('\n---', 3);
  if (end < 0) return text;
  return text.slice(0, end + 4).replace(/[^\n]/g, ' ') + text.slice(end + 4);
}

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

const PARAGRAPH_LIKE = { keepLineEndings: true, inTable: false };
const IN_TABLE = { keepLineEndings: false, inTable: true };
const IN_LABEL = { keepLineEndings: false, inTable: false };

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
  const slug = createSlugger();
  let section = -1;
  let group = 0;

  const anchorsIn = (html: string) => {
    for (const m of html.matchAll(/\b(?:name|id)=(?:["']([^"']+)["']|([^\s"'>]+))/g))
      if (m[1] ?? m[2]) doc.anchors.push(m[1] ?? m[2] ?? '');
  };

  const inline = (
    nodes: InlineNode[],
    context: SpanContext,
    groupId: number,
    lead: InlineNode | undefined,
    column?: number,
  ): void => {
    nodes.forEach((node, i) => {
      const before = nodes[i - 1];
      const role =
        node.kind === 'code' && before?.kind === 'text' ? MYST_ROLE.exec(before.value)?.[1] : undefined;
      if (node.kind === 'code' && role) {
        const ref = readRole(role, node.value);
        const line = md.line(node.index);
        if (ref?.kind === 'span')
          doc.spans.push({
            value: ref.value,
            line,
            context,
            group: groupId,
            leading: node === lead || before === lead,
            section,
            column,
            ...(ref.role ? { role: ref.role } : {}),
          });
        else if (ref?.kind === 'ref') doc.links.push({ url: ref.label, line, kind: 'ref' });
        else if (ref?.kind === 'doc') doc.links.push({ url: ref.target, line, kind: 'link' });
      } else if (node.kind === 'code') {
        doc.spans.push({
          value: node.value,
          line: md.line(node.index),
          context,
          group: groupId,
          leading: node === lead,
          section,
          column,
        });
      } else if (node.kind === 'link' || node.kind === 'image') {
        doc.links.push({ url: node.url, line: md.line(node.index), kind: node.kind });
      } else if (node.kind === 'html') {
        anchorsIn(node.value);
      }
      if ('children' in node) inline(node.children, context, groupId, lead, column);
    });
  };

  /** Block children, with the paragraphs and definitions of `content` tokens in its place. */
  const blocksIn = (index: number): number[] =>
    md.children(index).flatMap((i) => (md.type(i) === 'content' ? md.children(i) : [i]));

  const heading = (index: number): void => {
    const atx = md.type(index) === 'atxHeading';
    const textToken = md.child(index, atx ? 'atxHeadingText' : 'setextHeadingText');
    const nodes = textToken >= 0 ? readInline(md, textToken, PARAGRAPH_LIKE) : [];
    const marker = atx
      ? md.text(md.child(index, 'atxHeadingSequence')).length
      : md.text(md.descend(index, ['setextHeadingLine'], ['setextHeadingLineSequence'])).startsWith('=')
        ? 1
        : 2;
    const title = plainText(nodes).trim();
    doc.headings.push({ text: title, slug: slug(title), line: md.line(index), depth: marker });
    section = doc.headings.length - 1;
    inline(nodes, 'heading', -1, leadingNode(nodes));
  };

  const fenceMeta = (index: number): string => {
    const meta = md.descend(index, ['codeFencedFence'], ['codeFencedFenceMeta']);
    return meta >= 0 ? plainText(readInline(md, meta, PARAGRAPH_LIKE)) : '';
  };

  const code = (index: number): void => {
    const fenced = md.type(index) === 'codeFenced';
    const info = fenced ? md.descend(index, ['codeFencedFence'], ['codeFencedFenceInfo']) : -1;
    const infoText = info >= 0 ? plainText(readInline(md, info, PARAGRAPH_LIKE)) : '';
    const lang = infoText.toLowerCase();
    let value = '';
    for (const i of md.children(index)) {
      const type = md.type(i);
      if (type === 'codeFlowValue' || type === 'lineEnding') value += md.text(i);
    }
    value = fenced ? value.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, '') : value.replace(/(\r?\n|\r)$/g, '');
    const directive = lang.startsWith('{') ? mystDirectiveOf(`${infoText} ${fenceMeta(index)}`) : undefined;
    if (directive) {
      const read = readMystDirective(doc, directive, value, {
        lineOffset: md.line(index),
        section,
        groupBase: group,
        readMarkdown: (text) => extractDocClaims(path, text, hash),
      });
      section = read.section;
      group += read.groups;
      return;
    }
    const language = lang || guessBlockLanguage(value);
    // Rules count a block's code from the line after its fence; an indented block has none.
    const line = fenced ? md.line(index) : md.line(index) - 1;
    doc.codeBlocks.push({
      lang: language,
      text: value,
      line,
      section,
      ...parseExampleBlock(language, value),
    });
  };

  const table = (index: number): void => {
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
    const baseGroup = group;
    group += headCells.length;
    const rows = bodyRows.map((row) => ({
      row,
      cells: md.children(row).filter((i) => md.type(i) === 'tableData'),
    }));
    doc.tables.push({
      line: md.line(index),
      header: headCells.map((cell) => plainText(cellNodes(cell)).trim()),
      rows: rows.map(({ row, cells }) => ({ line: md.line(row), cells: cells.map(cellText) })),
      section,
    });
    for (const { cells } of rows) {
      cells.forEach((cell, i) => {
        const nodes = cellNodes(cell);
        inline(nodes, 'table', baseGroup + i, leadingNode(nodes), i);
      });
    }
  };

  /**
   * Where a list item's text starts: after a task-list check and the space that follows it (as
   * remark's GFM reads it, which keeps the check when nothing but that space follows).
   */
  const itemTextStart = (paragraph: number, nodes: InlineNode[]): number => {
    const start = md.token(paragraph).start.offset;
    const check = md.children(paragraph)[0];
    if (check === undefined || md.type(check) !== 'taskListCheck') return start;
    const after = nodes[0];
    return after?.kind === 'text' && after.value.length > 1 ? md.token(after.index).start.offset + 1 : start;
  };

  const list = (index: number): void => {
    const groupId = group++;
    const items: number[][] = [];
    for (const i of blocksIn(index)) {
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
        const firstLine = source.slice(itemTextStart(first, firstNodes), end.offset).split('\n')[0] ?? '';
        doc.listItems?.push({ text: firstLine, line: md.line(first), group: groupId, section });
      }
      for (const child of children) {
        if (md.type(child) !== 'paragraph') block(child);
        else
          inline(child === first ? firstNodes : readInline(md, child, PARAGRAPH_LIKE), 'list', groupId, lead);
      }
    }
  };

  const paragraph = (index: number): void => {
    inline(readInline(md, index, PARAGRAPH_LIKE), 'paragraph', -1, undefined);
    const { start, end } = md.token(index);
    source
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
          doc.endpointLines.push({ method: m[1], path: m[2], line: md.line(index) + i, section });
      });
  };

  const block = (index: number): void => {
    const type = md.type(index);
    if (type === 'atxHeading' || type === 'setextHeading') heading(index);
    else if (type === 'codeFenced' || type === 'codeIndented') code(index);
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
      anchorsIn(parts.map((i) => md.text(i)).join(''));
    } else if (type === 'table') table(index);
    else if (type === 'listOrdered' || type === 'listUnordered') list(index);
    else if (type === 'paragraph') paragraph(index);
    else for (const child of blocksIn(index)) block(child);
  };
  for (const child of md.topLevel().flatMap((i) => (md.type(i) === 'content' ? md.children(i) : [i])))
    block(child);
  return doc;
}
