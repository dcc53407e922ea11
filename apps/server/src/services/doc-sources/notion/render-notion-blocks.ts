import type { BlockObjectResponse } from '@notionhq/client';
import { codeFence, compactId, MarkdownWriter, type RenderedPage, writeIndented } from '../rendered-page.js';
import { plainText, renderNotionRichText } from './render-notion-rich-text.js';

/** A block with its children already read (Notion answers children with a call of their own). */
export interface NotionBlockNode {
  block: BlockObjectResponse;
  children: NotionBlockNode[];
}

/** Notion's code languages as the fence names Markdown readers know. */
const fenceLanguages: Record<string, string> = {
  'plain text': '',
  'c++': 'cpp',
  'c#': 'csharp',
  'f#': 'fsharp',
  shell: 'sh',
  'java/c/c++/c#': '',
  'vb.net': 'vbnet',
  'visual basic': 'vb',
  'llvm ir': 'llvm',
  'ascii art': '',
  'notion formula': '',
};

function fenceLanguage(language: string): string {
  return fenceLanguages[language] ?? language.replace(/\s+/g, '-');
}

function cell(items: Parameters<typeof renderNotionRichText>[0]): string {
  return renderNotionRichText(items).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function renderTable(node: NotionBlockNode, id: string, writer: MarkdownWriter): void {
  const rows = node.children.flatMap((child) => (child.block.type === 'table_row' ? [child] : []));
  rows.forEach((row, index) => {
    if (row.block.type !== 'table_row') return;
    writer.line(`| ${row.block.table_row.cells.map(cell).join(' | ')} |`, compactId(row.block.id));
    if (index === 0) writer.line(`|${row.block.table_row.cells.map(() => ' --- |').join('')}`, id);
  });
}

function renderChildren(nodes: readonly NotionBlockNode[], writer: MarkdownWriter): void {
  for (const [index, node] of nodes.entries()) {
    const previous = nodes[index - 1]?.block.type;
    const sameList =
      previous === node.block.type &&
      ['bulleted_list_item', 'numbered_list_item', 'to_do'].includes(node.block.type);
    if (!sameList) writer.gap();
    renderBlock(node, writer, numberOf(nodes, index));
  }
}

function renderListItem(prefix: string, text: string, node: NotionBlockNode, writer: MarkdownWriter) {
  const id = compactId(node.block.id);
  writer.line(`${prefix}${text}`, id);
  if (node.children.length > 0)
    writeIndented(' '.repeat(prefix.length), writer, (inner) => renderChildren(node.children, inner));
}

function numberOf(nodes: readonly NotionBlockNode[], index: number): number {
  let start = index;
  while (start > 0 && nodes[start - 1]?.block.type === 'numbered_list_item') start -= 1;
  return index - start + 1;
}

/** `number` is the item's number when the block is a numbered list item. */
function renderBlock(node: NotionBlockNode, writer: MarkdownWriter, number: number): void {
  const { block } = node;
  const id = compactId(block.id);
  switch (block.type) {
    case 'paragraph': {
      const text = renderNotionRichText(block.paragraph.rich_text);
      if (text !== '') writer.line(text, id);
      if (node.children.length > 0)
        writeIndented('  ', writer, (inner) => renderChildren(node.children, inner));
      return;
    }
    case 'heading_1':
      writer.line(`# ${renderNotionRichText(block.heading_1.rich_text)}`, id);
      break;
    case 'heading_2':
      writer.line(`## ${renderNotionRichText(block.heading_2.rich_text)}`, id);
      break;
    case 'heading_3':
      writer.line(`### ${renderNotionRichText(block.heading_3.rich_text)}`, id);
      break;
    case 'heading_4':
      writer.line(`#### ${renderNotionRichText(block.heading_4.rich_text)}`, id);
      break;
    case 'bulleted_list_item':
      renderListItem('- ', renderNotionRichText(block.bulleted_list_item.rich_text), node, writer);
      return;
    case 'numbered_list_item':
      renderListItem(`${number}. `, renderNotionRichText(block.numbered_list_item.rich_text), node, writer);
      return;
    case 'to_do':
      renderListItem(
        `- [${block.to_do.checked ? 'x' : ' '}] `,
        renderNotionRichText(block.to_do.rich_text),
        node,
        writer,
      );
      return;
    case 'toggle':
      // A toggle's summary reads as a paragraph and its hidden content follows it.
      writer.line(renderNotionRichText(block.toggle.rich_text), id);
      break;
    case 'quote':
      writeIndented('> ', writer, (inner) => {
        inner.line(renderNotionRichText(block.quote.rich_text), id);
        if (node.children.length > 0) {
          inner.gap();
          renderChildren(node.children, inner);
        }
      });
      return;
    case 'callout': {
      const icon = block.callout.icon?.type === 'emoji' ? `${block.callout.icon.emoji} ` : '';
      writeIndented('> ', writer, (inner) => {
        inner.line(`${icon}${renderNotionRichText(block.callout.rich_text)}`, id);
        if (node.children.length > 0) {
          inner.gap();
          renderChildren(node.children, inner);
        }
      });
      return;
    }
    case 'code': {
      const code = plainText(block.code.rich_text);
      const marks = codeFence(code);
      writer.line(`${marks}${fenceLanguage(block.code.language)}`, id);
      writer.line(code, id);
      writer.line(marks, id);
      return;
    }
    case 'equation':
      writer.line(`$$\n${block.equation.expression}\n$$`, id);
      return;
    case 'divider':
      writer.line('---', id);
      return;
    case 'table':
      renderTable(node, id, writer);
      return;
    case 'child_page':
      writer.childPageIds.push(block.id);
      writer.line(`[${block.child_page.title.replace(/([[\]])/g, '\\$1')}](https://www.notion.so/${id})`, id);
      return;
    case 'bookmark':
      writer.line(`<${block.bookmark.url}>`, id);
      return;
    case 'column_list':
    case 'column':
    case 'synced_block':
    case 'tab':
      // Layout containers: their content reads in order.
      renderChildren(node.children, writer);
      return;
    default:
      return;
  }
  if (node.children.length > 0) {
    writer.gap();
    renderChildren(node.children, writer);
  }
}

/** A Notion page's blocks as Markdown, the page title as its first heading. */
export function renderNotionBlocks(
  title: string,
  pageId: string,
  nodes: readonly NotionBlockNode[],
): RenderedPage {
  const writer = new MarkdownWriter();
  writer.line(`# ${title.replace(/\n/g, ' ')}`, compactId(pageId));
  renderChildren(nodes, writer);
  return writer.finish();
}
