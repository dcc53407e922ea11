// The reStructuredText reader's state and the blocks that carry claims: sections (both adornment
// styles), paragraphs, lists, definition and option lists, literal and doctest blocks, tables,
// labels and directives (read-rst-directive.ts). It fills the same DocFile the Markdown reader
// does, so every rule runs on it unchanged.
import type { DocFile, SpanContext } from '../../model/doc.js';
import { emptyDocFile } from '../empty-doc-file.js';
import { guessBlockLanguage } from '../guess-block-language.js';
import { parseExampleBlock } from '../parse-example-block.js';
import { makeDocutilsId } from './make-docutils-id.js';
import { readRole } from './read-role.js';
import { readDirectiveAt } from './read-rst-directive.js';
import { type RstInline, readRstInline, rstPlainText } from './read-rst-inline.js';
import {
  isGridTableStart,
  type RstTable,
  readGridTable,
  readSimpleTable,
  SIMPLE_BORDER,
} from './read-rst-tables.js';
import { ADORNMENT, indentedBlock, indentOf, isBlank, type RstLine } from './rst-lines.js';

/** Block quotes, list items and directive bodies nested deeper than this are not read. */
const MAX_RST_NESTING = 24;

/** Where the spans of a block go: prose, or one list's items (a sibling group). */
export interface BlockPlace {
  context: SpanContext;
  group: number;
}

const PROSE: BlockPlace = { context: 'paragraph', group: -1 };
const BULLET = /^([-*+•‣⁃])(?: +|$)/;
const ENUMERATED =
  /^(?:\d{1,9}|#|[a-zA-Z]|[ivxlcdmIVXLCDM]{1,8})[.)](?: +|$)|^\((?:\d{1,9}|#|[a-zA-Z])\)(?: +|$)/;
const FIELD = /^:([^:`\s][^:`]{0,80}):(?: +|$)/;
const OPTION =
  /^(-{1,2}[A-Za-z0-9][\w-]*(?:[ =][\w<>[\].|-]+)?(?:, -{1,2}[A-Za-z0-9][\w-]*(?:[ =][\w<>[\].|-]+)?)*)(?: {2,}|$)/;
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+``?(\/[^\s`]*)/;

/** `name=value`, a keyword argument as prose quotes it. */
const KEYWORD_ARGUMENT = /^\s*[A-Za-z_]\w*\s*=\s*[^\s=][^=]*$/;

export class RstReader {
  readonly doc: DocFile;
  section = -1;
  private group = 0;
  private readonly styles: string[] = [];
  private readonly ids = new Set<string>();
  private autoIds = 0;
  /** `.. highlight:: lang`: the language of later `::` blocks. */
  highlight: string | undefined;
  /** `.. py:class:: X` being read: its nested methods are members of X. */
  currentClass: string | undefined;
  /** The callable a `.. py:method::`/`.. function::`/`.. class::` body documents (`URL.with_path`). */
  currentCallable: string | undefined;
  /** Inside how many `.. only::` / `.. ifconfig::` blocks: content of some builds only. */
  conditional = 0;
  /** `.. program:: name` in effect, for `.. option::`. */
  program: string | undefined;

  constructor(path: string, hash: string) {
    this.doc = emptyDocFile(path, hash);
  }

  newGroup(): number {
    return this.group++;
  }

  private readonly apiGroups = new Map<number, number>();

  /** The sibling group of the API directives of the current section. */
  apiGroup(): number {
    let group = this.apiGroups.get(this.section);
    if (group === undefined) {
      group = this.newGroup();
      this.apiGroups.set(this.section, group);
    }
    return group;
  }

  /** A unique section id: docutils gives a repeated one the next automatic id (`id1`, `id2`, ...). */
  private uniqueId(text: string): string {
    const id = makeDocutilsId(text);
    if (id && !this.ids.has(id)) {
      this.ids.add(id);
      return id;
    }
    return `id${++this.autoIds}`;
  }

  label(name: string): void {
    this.doc.labels?.push(name);
    const id = makeDocutilsId(name);
    if (id) this.doc.anchors.push(id);
  }

  /** Spans and links of inline text that starts on page line `line`. */
  inline(text: string, line: number, place: BlockPlace, leading: boolean, column?: number): RstInline[] {
    const nodes = readRstInline(text);
    let newlines = 0;
    let counted = 0;
    const lineAt = (offset: number) => {
      for (; counted < offset && counted < text.length; counted++) if (text[counted] === '\n') newlines++;
      return line + newlines;
    };
    const first = nodes.find((n) => n.kind !== 'text' || n.value.trim() !== '');
    for (const node of nodes) {
      if (node.kind === 'text') continue;
      const at = lineAt(node.offset);
      const span = {
        line: at,
        context: place.context,
        group: place.group,
        leading: leading && node === first,
      };
      if (node.kind === 'literal') {
        this.doc.spans.push({ value: node.value, ...span, section: this.section, column });
        // ``keep_query=True`` in the body of `.. method:: URL.with_path(...)` passes that keyword to
        // the method the body documents: a call the code must accept.
        if (this.currentCallable && KEYWORD_ARGUMENT.test(node.value))
          this.doc.spans.push({
            value: `${this.currentCallable}(${node.value.trim()})`,
            ...span,
            leading: false,
            section: this.section,
            column,
          });
      } else if (node.kind === 'link') this.doc.links.push({ url: node.url, line: at, kind: 'link' });
      else this.role(node.role, node.content, at, span, column);
    }
    return nodes;
  }

  role(
    name: string,
    content: string,
    line: number,
    span: { context: SpanContext; group: number; leading: boolean },
    column?: number,
  ): void {
    const ref = readRole(name, content);
    if (ref?.kind === 'span')
      this.doc.spans.push({
        value: ref.value,
        line,
        ...span,
        section: this.section,
        column,
        ...(ref.role ? { role: ref.role } : {}),
      });
    else if (ref?.kind === 'ref') this.doc.links.push({ url: ref.label, line, kind: 'ref' });
    else if (ref?.kind === 'doc') this.doc.links.push({ url: ref.target, line, kind: 'link' });
  }

  title(text: string, line: number, style: string): void {
    let depth = this.styles.indexOf(style) + 1;
    if (depth === 0) depth = this.styles.push(style);
    const nodes = readRstInline(text);
    const plain = rstPlainText(nodes).trim();
    this.doc.headings.push({ text: plain, slug: this.uniqueId(plain), line, depth });
    this.section = this.doc.headings.length - 1;
    this.inline(text, line, { context: 'heading', group: -1 }, true);
  }

  codeBlock(lang: string, body: RstLine[], line: number): void {
    const text = body.map((l) => l.text).join('\n');
    const language = lang || guessBlockLanguage(text);
    this.doc.codeBlocks.push({
      lang: language,
      text,
      line,
      section: this.section,
      ...parseExampleBlock(language, text),
    });
  }

  table(table: RstTable, line: number): void {
    const base = this.group;
    this.group += Math.max(1, table.header.length, ...table.rows.map((r) => r.cells.length));
    const markdownish = (text: string) =>
      text.replace(/``(.+?)``/g, '`$1`').replace(/:[\w.:+-]+:`([^`]+)`/g, '`$1`');
    this.doc.tables.push({
      line,
      header: table.header.map((cell) => rstPlainText(readRstInline(cell.text)).trim()),
      rows: table.rows.map((row) => ({ line: row.no, cells: row.cells.map((c) => markdownish(c.text)) })),
      section: this.section,
    });
    for (const row of table.rows)
      row.cells.forEach((cell, i) => {
        this.inline(cell.text, cell.no, { context: 'table', group: base + i }, true, i);
      });
  }

  /** Reads a run of lines at one indentation; sections only at the top (`depth` 0). */
  blocks(lines: RstLine[], depth: number, place: BlockPlace = PROSE): void {
    if (depth > MAX_RST_NESTING) return;
    let i = 0;
    let list: { kind: string; group: number } | undefined;
    while (i < lines.length) {
      const line = lines[i] as RstLine;
      if (isBlank(line.text)) {
        i++;
        continue;
      }
      const next = lines[i + 1]?.text;
      const itemKind = BULLET.exec(line.text)?.[1] ?? (ENUMERATED.test(line.text) ? 'enum' : undefined);
      const keep = list && (itemKind === list.kind || (itemKind === undefined && list.kind === 'def'));
      if (!keep) list = undefined;
      if (indentOf(line.text) > 0) {
        const { block, end } = indentedBlock(lines, i);
        this.blocks(block, depth + 1, place);
        i = end;
      } else if (
        depth === 0 &&
        ADORNMENT.test(line.text) &&
        !isBlank(next) &&
        ADORNMENT.test(lines[i + 2]?.text ?? '')
      ) {
        this.title((next ?? '').trim(), (lines[i + 1] as RstLine).no, `over${line.text[0]}`);
        i += 3;
      } else if (depth === 0 && next !== undefined && ADORNMENT.test(next) && !ADORNMENT.test(line.text)) {
        this.title(line.text.trim(), line.no, `under${next[0]}`);
        i += 2;
      } else if (line.text.startsWith('..') && /^\.\.(?:\s|$)/.test(line.text)) {
        i = readDirectiveAt(this, lines, i, depth);
      } else if (isGridTableStart(line.text)) {
        const { table, end } = readGridTable(lines, i);
        this.table(table, line.no);
        i = end;
      } else if (SIMPLE_BORDER.test(line.text)) {
        const { table, end } = readSimpleTable(lines, i);
        this.table(table, line.no);
        i = end;
      } else if (ADORNMENT.test(line.text)) {
        i++;
      } else if (itemKind !== undefined || FIELD.test(line.text) || OPTION.test(line.text)) {
        i = this.listItem(lines, i, depth, itemKind, list);
        list ??= { kind: itemKind ?? 'field', group: this.doc.listItems?.at(-1)?.group ?? -1 };
      } else if (next !== undefined && !isBlank(next) && indentOf(next) > 0 && !line.text.endsWith('::')) {
        // A term with its indented definition: a definition list item.
        const group = list?.kind === 'def' ? list.group : this.newGroup();
        list = { kind: 'def', group };
        const { block, end } = indentedBlock(lines, i + 1);
        this.item(line.text, line.no, group);
        this.blocks(block, depth + 1, { context: 'list', group });
        i = end;
      } else i = this.paragraph(lines, i, place);
    }
  }

  /** The first line of a list item, as a list item and its spans. */
  private item(text: string, no: number, group: number): void {
    this.doc.listItems?.push({ text, line: no, group, section: this.section });
    this.inline(text, no, { context: 'list', group }, true);
  }

  private listItem(
    lines: RstLine[],
    start: number,
    depth: number,
    kind: string | undefined,
    list: { kind: string; group: number } | undefined,
  ): number {
    const line = lines[start] as RstLine;
    const marker =
      BULLET.exec(line.text) ?? ENUMERATED.exec(line.text) ?? FIELD.exec(line.text) ?? OPTION.exec(line.text);
    const group = list && list.kind === (kind ?? 'field') ? list.group : this.newGroup();
    const head = marker?.[0] ?? '';
    const options = kind === undefined && !FIELD.test(line.text) ? head.trim() : '';
    // Field and option list bodies sit two columns in at least; a bullet's at its text.
    const { block, end } = indentedBlock(lines, start + 1, kind === undefined ? 2 : Math.max(1, head.length));
    if (options) {
      // An option list item: its flags are the item's subject, as in a flag table's first column.
      this.doc.listItems?.push({ text: line.text, line: line.no, group, section: this.section });
      options.split(/, /).forEach((flag, i) => {
        const value = flag.split(/[ =]/)[0] ?? flag;
        this.doc.spans.push({
          value,
          line: line.no,
          context: 'list',
          group,
          leading: i === 0,
          section: this.section,
        });
      });
      this.blocks([{ text: line.text.slice(head.length), no: line.no }, ...block], depth + 1, {
        context: 'list',
        group,
      });
      return end;
    }
    const body = [{ text: line.text.slice(head.length), no: line.no }, ...block];
    const paragraphEnd = body.findIndex((l) => isBlank(l.text));
    const para = paragraphEnd < 0 ? body : body.slice(0, paragraphEnd);
    const text = para.map((l) => l.text.trim()).join('\n');
    this.doc.listItems?.push({
      text: para[0]?.text.trim() ?? '',
      line: line.no,
      group,
      section: this.section,
    });
    this.inline(text, line.no, { context: 'list', group }, true);
    this.blocks(body.slice(para.length), depth + 1, { context: 'list', group });
    return end;
  }

  private paragraph(lines: RstLine[], start: number, place: BlockPlace): number {
    let end = start;
    while (end < lines.length && !isBlank(lines[end]?.text) && indentOf((lines[end] as RstLine).text) === 0)
      end++;
    const para = lines.slice(start, end);
    const first = para[0] as RstLine;
    if (first.text.startsWith('>>>')) {
      this.codeBlock('pycon', para, first.no - 1);
      return end;
    }
    const text = para.map((l) => l.text).join('\n');
    const literalNext = /::\s*$/.test(text);
    this.inline(text.replace(/::\s*$/, ':'), first.no, place, false);
    para.forEach((l, i) => {
      const m = ENDPOINT.exec(l.text);
      if (m?.[1] && m[2])
        this.doc.endpointLines.push({ method: m[1], path: m[2], line: first.no + i, section: this.section });
    });
    if (!literalNext) return end;
    let at = end;
    while (at < lines.length && isBlank(lines[at]?.text)) at++;
    if (at >= lines.length || indentOf((lines[at] as RstLine).text) === 0) return end;
    const { block, end: after } = indentedBlock(lines, at);
    this.codeBlock(this.highlight ?? '', block, (block[0]?.no ?? at) - 1);
    return after;
  }
}
