// MyST directives inside Markdown (```{name} argument fences): code blocks in their language,
// `{eval-rst}` bodies read as reStructuredText, admonitions and containers whose body is Markdown,
// and every other directive (`{autofunction}`, `{py:method}`, `{option}`, `{toctree}`,
// `{literalinclude}`, `{list-table}`, ...) read as the reStructuredText directive it is.
import type { DocFile } from '../../model/doc.js';
import { ADMONITIONS_WITH_TEXT_FIRST } from '../admonitions-with-text-first.js';
import { mergeDocPart, type PartPlace } from '../merge-doc-part.js';
import { parseExampleBlock } from '../parse-example-block.js';
import { extractRstClaims } from '../rst/extract-rst-claims.js';

const CODE = new Set(['code-block', 'code', 'sourcecode', 'code-cell']);
/**
 * Sphinx doctest directives: their body starts right after the fence, which read as a
 * reStructuredText directive would be taken for its arguments (there a blank line comes first).
 */
const DOCTEST: Record<string, string> = { doctest: 'pycon', testcode: 'python', testsetup: 'python' };
/** Directives whose body is Markdown. */
const MARKDOWN_BODY = new Set([
  ...ADMONITIONS_WITH_TEXT_FIRST,
  'admonition',
  'topic',
  'sidebar',
  'margin',
  'deprecated',
  'versionadded',
  'versionchanged',
  'versionremoved',
  'container',
  'only',
  'div',
  'dropdown',
  'tab-set',
  'tab-item',
  'card',
  'grid',
  'grid-item',
  'grid-item-card',
  'glossary',
  'epigraph',
  'figure',
]);
/**
 * Directive bodies inside directive bodies deeper than this are not read: each level reads its
 * body again (an unclosed fence's body is the rest of the page), so the page costs up to this many
 * reads. Tabs holding admonitions in a tab set are three levels.
 */
const MAX_DEPTH = 4;
let depth = 0;

/** `{name} argument` from a fence's info string, or undefined for an ordinary fence. */
export function mystDirectiveOf(info: string): { name: string; arg: string } | undefined {
  const m = /^\{([A-Za-z][\w:.+-]*)\}\s*(.*)$/s.exec(info.trim());
  return m?.[1] ? { name: m[1].toLowerCase(), arg: (m[2] ?? '').trim() } : undefined;
}

/** How many lines of `:key: value` options or a `---` YAML block open the body. */
function optionLines(lines: string[]): number {
  if (lines[0]?.trim() === '---') {
    const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    return close < 0 ? 0 : close + 1;
  }
  let n = 0;
  while (n < lines.length && /^:[\w-]+:/.test(lines[n] ?? '')) n++;
  // The blank line that ends the options belongs to them.
  return n > 0 && lines[n]?.trim() === '' ? n + 1 : n;
}

/**
 * Reads the directive fenced at page line `fenceLine` into `doc`; returns the section the page
 * continues in and the group ids the body used.
 */
export function readMystDirective(
  doc: DocFile,
  directive: { name: string; arg: string },
  body: string,
  place: PartPlace & { readMarkdown: (text: string) => DocFile },
): { section: number; groups: number } {
  const lines = body.split(/\r?\n|\r/);
  const { name, arg } = directive;
  const unchanged = { section: place.section, groups: 0 };
  if (CODE.has(name) || name in DOCTEST) {
    const skip = optionLines(lines);
    const text = lines.slice(skip).join('\n');
    const lang = DOCTEST[name] ?? arg.split(/\s+/)[0]?.toLowerCase() ?? '';
    doc.codeBlocks.push({
      lang,
      text,
      line: place.lineOffset + skip,
      section: place.section,
      ...parseExampleBlock(lang, text),
    });
    return unchanged;
  }
  if (depth >= MAX_DEPTH) return unchanged;
  depth++;
  try {
    if (name === 'eval-rst' || name === 'eval-rest')
      return mergeDocPart(doc, extractRstClaims(doc.path, body, doc.hash), place);
    if (MARKDOWN_BODY.has(name)) {
      // Option lines become blank lines, so the body keeps its line numbers.
      const skip = optionLines(lines);
      const text = [...lines.slice(0, skip).map(() => ''), ...lines.slice(skip)].join('\n');
      if (ADMONITIONS_WITH_TEXT_FIRST.has(name) && arg)
        return mergeDocPart(doc, place.readMarkdown(`${arg}\n${text}`), {
          ...place,
          lineOffset: place.lineOffset - 1,
        });
      return mergeDocPart(doc, place.readMarkdown(text), place);
    }
    // The page line of the fence is the directive's line; its body follows, indented.
    const rst = [`.. ${name}:: ${arg}`, ...lines.map((l) => (l ? `   ${l}` : l))].join('\n');
    return mergeDocPart(doc, extractRstClaims(doc.path, rst, doc.hash), {
      ...place,
      lineOffset: place.lineOffset - 1,
    });
  } finally {
    depth--;
  }
}
