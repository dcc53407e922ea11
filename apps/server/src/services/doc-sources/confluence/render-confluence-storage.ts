import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import {
  codeFence,
  escapeMarkdown,
  MarkdownWriter,
  type RenderedPage,
  writeIndented,
} from '../rendered-page.js';
import { renderInline, tidyLines } from './render-storage-inline.js';
import { storageNestingDepth } from './storage-nesting-depth.js';
import { childElements, childNamed, macroParameter, maxDepth, textOf } from './storage-nodes.js';

/** Real pages nest a few dozen tags deep; past this the body is read as plain text. */
const maxNesting = 1000;

/** The heading the lines being written sit under, and the anchors already handed out. */
interface Section {
  anchor: string | null;
  seen: Map<string, number>;
}

const blockNames = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'table',
  'pre',
  'blockquote',
  'hr',
  'div',
  'section',
  'ac:structured-macro',
  'ac:task-list',
  'ac:layout',
  'ac:layout-section',
  'ac:layout-cell',
  'ac:rich-text-body',
  'ac:adf-extension',
  'ac:adf-node',
  'thead',
  'tbody',
  'tfoot',
  'tr',
]);

function isBlock(node: ChildNode): node is Element {
  return isTag(node) && blockNames.has(node.name);
}

/**
 * Confluence Cloud's heading anchor: the heading's text with each run of spaces as a hyphen
 * (`Install the CLI` -> `Install-the-CLI`), percent-encoded; a repeated heading gets `.1`, `.2`.
 */
function headingAnchor(text: string, section: Section): string {
  const base = encodeURIComponent(text.trim().replace(/\s+/g, '-')).replace(/%2D/g, '-');
  const count = section.seen.get(base) ?? 0;
  section.seen.set(base, count + 1);
  return count === 0 ? base : `${base}.${count}`;
}

function writeInline(nodes: readonly ChildNode[], writer: MarkdownWriter, section: Section): void {
  const text = tidyLines(renderInline(nodes));
  if (text !== '') writer.line(text, section.anchor);
}

function writeCode(code: string, language: string, writer: MarkdownWriter, section: Section): void {
  const body = code
    .replace(/^\r?\n/, '')
    .replace(/\r?\n$/, '')
    .replace(/\r\n?/g, '\n');
  const marks = codeFence(body);
  writer.line(`${marks}${language.replace(/[^\w+#.-]/g, '')}`, section.anchor);
  writer.line(body, section.anchor);
  writer.line(marks, section.anchor);
}

/** A list item's own line (its leading text or first paragraph) and the blocks under it. */
function splitItem(item: Element): { head: ChildNode[]; rest: ChildNode[] } {
  const firstBlock = item.children.findIndex(isBlock);
  if (firstBlock === -1) return { head: item.children, rest: [] };
  const leading = item.children.slice(0, firstBlock);
  const block = item.children[firstBlock];
  const leadingText = leading.some((node) => !isText(node) || node.data.trim() !== '');
  if (!leadingText && block && isTag(block) && block.name === 'p')
    return { head: block.children, rest: item.children.slice(firstBlock + 1) };
  return { head: leading, rest: item.children.slice(firstBlock) };
}

function writeItem(prefix: string, item: Element, writer: MarkdownWriter, section: Section, depth: number) {
  const { head, rest } = splitItem(item);
  const [first = '', ...more] = tidyLines(renderInline(head)).split('\n');
  writer.line(`${prefix}${first}`, section.anchor);
  const pad = ' '.repeat(prefix.length);
  for (const line of more) writer.line(`${pad}${line}`, section.anchor);
  if (rest.some((node) => !isText(node) || node.data.trim() !== ''))
    writeIndented(pad, writer, (inner) => writeBlocks(rest, inner, section, depth + 1));
}

function writeList(list: Element, writer: MarkdownWriter, section: Section, depth: number): void {
  const start = Number.parseInt(list.attribs.start ?? '1', 10);
  childElements(list)
    .filter((child) => child.name === 'li')
    .forEach((item, index) => {
      const prefix = list.name === 'ol' ? `${(Number.isFinite(start) ? start : 1) + index}. ` : '- ';
      writeItem(prefix, item, writer, section, depth);
    });
}

function writeTasks(list: Element, writer: MarkdownWriter, section: Section, depth: number): void {
  for (const task of childElements(list).filter((child) => child.name === 'ac:task')) {
    const done = textOf(childNamed(task, 'ac:task-status') ?? task).trim() === 'complete';
    const body = childNamed(task, 'ac:task-body');
    const item = body ?? task;
    writeItem(`- [${done ? 'x' : ' '}] `, item, writer, section, depth);
  }
}

/** A cell's blocks on one line: Markdown table cells cannot hold line breaks. */
function cellText(cell: Element, section: Section, depth: number): string {
  const inner = new MarkdownWriter();
  writeBlocks(cell.children, inner, { ...section }, depth + 1);
  return inner
    .finish()
    .markdown.split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replaceAll('|', '\\|');
}

function tableRows(table: Element): Element[] {
  return childElements(table).flatMap((child) =>
    child.name === 'tr' ? [child] : ['thead', 'tbody', 'tfoot'].includes(child.name) ? tableRows(child) : [],
  );
}

function writeTable(table: Element, writer: MarkdownWriter, section: Section, depth: number): void {
  tableRows(table).forEach((row, index) => {
    const cells = childElements(row).filter((cell) => cell.name === 'td' || cell.name === 'th');
    writer.line(`| ${cells.map((cell) => cellText(cell, section, depth)).join(' | ')} |`, section.anchor);
    if (index === 0) writer.line(`|${cells.map(() => ' --- |').join('')}`, section.anchor);
  });
}

const panelNames = new Set(['info', 'note', 'warning', 'tip', 'panel']);

function writeMacro(macro: Element, writer: MarkdownWriter, section: Section, depth: number): void {
  const name = macro.attribs['ac:name'] ?? '';
  const body = childNamed(macro, 'ac:rich-text-body');
  if (name === 'code' || name === 'noformat') {
    const code = textOf(childNamed(macro, 'ac:plain-text-body') ?? macro);
    writeCode(code, macroParameter(macro, 'language') ?? '', writer, section);
    return;
  }
  const title = macroParameter(macro, 'title');
  if (panelNames.has(name)) {
    writeIndented('> ', writer, (inner) => {
      if (title) inner.line(`**${title}**`, section.anchor);
      inner.gap();
      if (body) writeBlocks(body.children, inner, section, depth + 1);
    });
    return;
  }
  // An expand's title reads as a paragraph and its hidden content follows it, as a Notion toggle.
  if (name === 'expand' && title) writer.line(title, section.anchor);
  if (body) {
    writer.gap();
    writeBlocks(body.children, writer, section, depth + 1);
  }
}

function writeBlock(element: Element, writer: MarkdownWriter, section: Section, depth: number): void {
  const heading = /^h([1-6])$/.exec(element.name);
  if (heading?.[1]) {
    const text = tidyLines(renderInline(element.children)).replaceAll('\n', ' ');
    section.anchor = headingAnchor(textOf(element).replace(/\s+/g, ' '), section);
    writer.line(`${'#'.repeat(Number(heading[1]))} ${text}`, section.anchor);
    return;
  }
  switch (element.name) {
    case 'p':
      writeInline(element.children, writer, section);
      return;
    case 'ul':
    case 'ol':
      writeList(element, writer, section, depth);
      return;
    case 'ac:task-list':
      writeTasks(element, writer, section, depth);
      return;
    case 'table':
      writeTable(element, writer, section, depth);
      return;
    case 'pre':
      writeCode(textOf(element), '', writer, section);
      return;
    case 'blockquote':
      writeIndented('> ', writer, (inner) => writeBlocks(element.children, inner, section, depth + 1));
      return;
    case 'hr':
      writer.line('---', section.anchor);
      return;
    case 'ac:structured-macro':
      writeMacro(element, writer, section, depth);
      return;
    default:
      // Layout containers and wrappers: their content reads in order.
      writeBlocks(element.children, writer, section, depth + 1);
  }
}

function writeBlocks(nodes: readonly ChildNode[], writer: MarkdownWriter, section: Section, depth: number) {
  if (depth > maxDepth) return;
  let loose: ChildNode[] = [];
  const flush = () => {
    if (loose.length > 0) {
      writer.gap();
      writeInline(loose, writer, section);
    }
    loose = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      loose.push(node);
      continue;
    }
    flush();
    writer.gap();
    writeBlock(node, writer, section, depth);
  }
  flush();
}

/**
 * A Confluence page's storage format (XHTML with ac:/ri: macros) as Markdown, the title as its
 * first heading. Each line carries the anchor of the heading it sits under (null above the first),
 * so a finding points at the page's section.
 */
export function renderConfluenceStorage(title: string, storage: string): RenderedPage {
  const writer = new MarkdownWriter();
  writer.line(`# ${title.replace(/\s+/g, ' ')}`, null);
  if (storageNestingDepth(storage) > maxNesting) {
    writer.gap();
    const text = storage
      .replace(/<[^<>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text !== '') writer.line(escapeMarkdown(text), null);
    return writer.finish();
  }
  const document = parseDocument(storage, {
    recognizeCDATA: true,
    recognizeSelfClosing: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
  writeBlocks(document.children, writer, { anchor: null, seen: new Map() }, 0);
  return writer.finish();
}
