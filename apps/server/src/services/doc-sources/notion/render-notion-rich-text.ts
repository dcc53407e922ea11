import type { RichTextItemResponse } from '@notionhq/client';
import { escapeMarkdown, inlineCode } from '../rendered-page.js';

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
