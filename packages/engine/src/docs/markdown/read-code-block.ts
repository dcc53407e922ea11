import { guessBlockLanguage } from '../guess-block-language.js';
import { mystDirectiveOf, readMystDirective } from '../myst/read-myst-directive.js';
import { parseExampleBlock } from '../parse-example-block.js';
import { plainText, readInline } from '../read-inline.js';
import { type MarkdownPage, PARAGRAPH_LIKE } from './markdown-page.js';

/** The meta string after a fence's info word (```{note} Title -> "Title"). */
function fenceMeta(page: MarkdownPage, index: number): string {
  const meta = page.md.descend(index, ['codeFencedFence'], ['codeFencedFenceMeta']);
  return meta >= 0 ? plainText(readInline(page.md, meta, PARAGRAPH_LIKE)) : '';
}

/** Records a fenced or indented code block, or reads a MyST directive fence (```{note}) as Markdown. */
export function readCodeBlock(page: MarkdownPage, index: number): void {
  const { md, doc } = page;
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
  const directive = lang.startsWith('{')
    ? mystDirectiveOf(`${infoText} ${fenceMeta(page, index)}`)
    : undefined;
  if (directive) {
    const read = readMystDirective(doc, directive, value, {
      lineOffset: md.line(index),
      section: page.section,
      groupBase: page.group,
      readMarkdown: page.readMarkdown,
    });
    page.section = read.section;
    page.group += read.groups;
    return;
  }
  const language = lang || guessBlockLanguage(value);
  // Rules count a block's code from the line after its fence; an indented block has none.
  const line = fenced ? md.line(index) : md.line(index) - 1;
  doc.codeBlocks.push({
    lang: language,
    text: value,
    line,
    section: page.section,
    ...parseExampleBlock(language, value),
  });
}
