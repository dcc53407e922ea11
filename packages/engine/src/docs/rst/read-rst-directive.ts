// Explicit markup of reStructuredText (`.. ` lines): labels, hyperlink targets, comments and the
// directives that carry claims. Directives this reader does not know are skipped with their body.

import { ADMONITIONS_WITH_TEXT_FIRST } from '../admonitions-with-text-first.js';
import { readApiDirective } from './read-api-directive.js';
import { readCsvTable } from './read-csv-table.js';
import { readListTable } from './read-rst-tables.js';
import { indentedBlock, isBlank, type RstLine } from './rst-lines.js';
import type { RstReader } from './rst-reader.js';

const TARGET = /^\.\.\s+_(`[^`]+`|(?:[^:\\]|\\.)+|_):\s*(.*)$/;
const DIRECTIVE = /^\.\.\s+(?:\|[^|]+\|\s+)?([A-Za-z][\w:+.-]*)::(?:\s+(.*))?$/;
const OPTION_LINE = /^:([\w-]+):(?:\s+(.*))?$/;

/** Directives whose body is reStructuredText like the page's (admonitions, containers, tabs). */
const CONTAINERS = new Set([
  ...ADMONITIONS_WITH_TEXT_FIRST,
  'admonition',
  'topic',
  'sidebar',
  'deprecated',
  'versionadded',
  'versionchanged',
  'versionremoved',
  'container',
  'tab',
  'tabs',
  'group-tab',
  'tab-set',
  'tab-item',
  'card',
  'grid',
  'grid-item',
  'grid-item-card',
  'dropdown',
  'div',
  'compound',
  'epigraph',
  'highlights',
  'pull-quote',
  'hlist',
  'glossary',
  'table',
  'rst-class',
  'cssclass',
  'class',
  'figure',
]);
const CODE = new Set([
  'code-block',
  'code',
  'sourcecode',
  'code-cell',
  'ipython',
  'doctest',
  'testcode',
  // Sphinx runs it before the page's doctests: its imports hold for them.
  'testsetup',
  'prompt',
]);
/** Toctree entries Sphinx makes itself: the page itself, the indexes and the search page. */
const SPECIAL_PAGES = new Set(['self', 'genindex', 'modindex', 'py-modindex', 'search']);
const HTTP = /^http:(get|post|put|patch|delete|head|options)$/;

export interface Directive {
  name: string;
  args: string;
  options: Map<string, string>;
  body: RstLine[];
  /** Page line of the `.. name::` line. */
  line: number;
}

/** Splits a directive's indented block into argument lines, `:option:` lines and its body. */
function parseDirective(name: string, first: string, block: RstLine[], line: number): Directive {
  const options = new Map<string, string>();
  let args = first;
  let i = 0;
  const textFirst = ADMONITIONS_WITH_TEXT_FIRST.has(name);
  for (; i < block.length && !isBlank(block[i]?.text); i++) {
    const text = (block[i] as RstLine).text;
    const option = OPTION_LINE.exec(text);
    if (option?.[1]) options.set(option[1], option[2]?.trim() ?? '');
    else if (options.size > 0 || textFirst) break;
    else args += `\n${text.trim()}`;
  }
  let body = block.slice(i);
  if (textFirst) body = [{ text: first, no: line }, ...block.slice(i)];
  while (body.length > 0 && isBlank(body[0]?.text)) body = body.slice(1);
  return { name, args: textFirst ? '' : args.trim(), options, body, line };
}

/** The path a file directive names, or a toctree entry's (`Title <path>`). */
function pathOf(text: string): string {
  return (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim();
}

function readDirective(reader: RstReader, d: Directive, depth: number): void {
  const name = d.name.replace(/^(?:rst|std|sphinx):/, '');
  // `:name: x` makes the directive a target :ref: can name.
  const label = d.options.get('name');
  if (label) reader.label(label);
  const bodyLine = (d.body[0]?.no ?? d.line + 1) - 1;
  if (CODE.has(name)) {
    const lang =
      name === 'doctest'
        ? 'pycon'
        : name === 'testcode' || name === 'testsetup' || name === 'ipython'
          ? 'python'
          : name === 'prompt'
            ? 'shell'
            : d.args.split(/\s+/)[0];
    reader.codeBlock((lang || reader.highlight) ?? '', d.body, bodyLine);
  } else if (name === 'highlight') reader.highlight = d.args.split(/\s+/)[0];
  else if (name === 'literalinclude' || name === 'include' || name === 'image' || name === 'figure') {
    // Under `.. only::` a file may exist only in the builds that tag selects (a generated draft).
    if (d.args && reader.conditional === 0)
      reader.doc.links.push({
        url: d.args,
        line: d.line,
        kind: name === 'image' || name === 'figure' ? 'image' : 'link',
      });
    if (name === 'figure') reader.blocks(d.body, depth + 1);
  } else if (name === 'toctree') {
    for (const entry of d.body) {
      const target = pathOf(entry.text);
      if (!target || SPECIAL_PAGES.has(target) || /[*?[]/.test(target) || OPTION_LINE.test(entry.text))
        continue;
      reader.doc.links.push({ url: target, line: entry.no, kind: 'link' });
    }
  } else if (name === 'program') reader.program = d.args;
  else if (/^(?:py:)?(?:module|currentmodule)$/.test(name)) {
    if (d.args) reader.doc.anchors.push(`module-${d.args}`);
  } else if (HTTP.test(name)) {
    const method = (HTTP.exec(name)?.[1] ?? '').toUpperCase();
    const path = d.args.split(/\s+/)[0] ?? '';
    if (path.startsWith('/'))
      reader.doc.endpointLines.push({ method, path, line: d.line, section: reader.section });
    reader.blocks(d.body, depth + 1);
  } else if (name === 'raw') {
    for (const m of d.body
      .map((l) => l.text)
      .join('\n')
      .matchAll(/\b(?:name|id)=["']([^"']+)["']/g))
      if (m[1]) reader.doc.anchors.push(m[1]);
  } else if (name === 'list-table') {
    reader.table(readListTable(d.body, Number(d.options.get('header-rows') ?? 0) || 0), d.line);
  } else if (name === 'csv-table') {
    reader.table(readCsvTable(d.options.get('header'), d.body), d.line);
  } else if (readApiDirective(reader, name, d, depth)) return;
  else if (name === 'only' || name === 'ifconfig') {
    reader.conditional++;
    reader.blocks(d.body, depth + 1);
    reader.conditional--;
  } else if (CONTAINERS.has(name)) reader.blocks(d.body, depth + 1);
}

/** Reads the explicit markup block at `start` (a `..` line); returns the index after it. */
export function readDirectiveAt(reader: RstReader, lines: RstLine[], start: number, depth: number): number {
  const line = lines[start] as RstLine;
  const { block, end } = indentedBlock(lines, start + 1);
  const target = TARGET.exec(line.text);
  if (target) {
    const name = (target[1] ?? '').replace(/^`|`$/g, '').replace(/\\(.)/g, '$1');
    const url = [target[2] ?? '', ...block.map((l) => l.text.trim())].join('').trim();
    if (!url) reader.label(name);
    else if (!url.endsWith('_') || url.endsWith('\\_'))
      reader.doc.links.push({ url, line: line.no, kind: 'definition', label: name });
    return end;
  }
  const directive = DIRECTIVE.exec(line.text);
  if (directive?.[1]) {
    readDirective(
      reader,
      parseDirective(directive[1].toLowerCase(), directive[2]?.trim() ?? '', block, line.no),
      depth,
    );
    return end;
  }
  // `.. [1] text`: a footnote or citation, read as text; anything else is a comment.
  const note = /^\.\.\s+\[[^\]]+\]\s+(.*)$/.exec(line.text);
  if (note) reader.blocks([{ text: note[1] ?? '', no: line.no }, ...block], depth + 1);
  return end;
}
