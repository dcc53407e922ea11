import type { RichTextItemResponse } from '@notionhq/client';

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** Wraps text in enough backticks that a backtick inside cannot end the span. */
function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function renderItem(item: RichTextItemResponse): string {
  if (item.type === 'equation') return inlineCode(item.equation.expression);
  const { annotations } = item;
  let text = annotations.code ? inlineCode(item.plain_text) : escapeMarkdown(item.plain_text);
  if (text.trim() === '') return text;
  if (!annotations.code) {
    if (annotations.bold) text = `**${text}**`;
    if (annotations.italic) text = `*${text}*`;
    if (annotations.strikethrough) text = `~~${text}~~`;
  }
  return item.href ? `[${text}](${item.href})` : text;
}

/** Notion rich text as inline Markdown: code spans, links, emphasis; mentions as their plain text. */
export function renderNotionRichText(items: readonly RichTextItemResponse[]): string {
  return items.map(renderItem).join('');
}

export function plainText(items: readonly RichTextItemResponse[]): string {
  return items.map((item) => item.plain_text).join('');
}
