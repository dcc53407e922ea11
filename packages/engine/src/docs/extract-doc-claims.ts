import type { Nodes, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { DocFile, SpanContext } from '../model/doc.js';
import { guessBlockLanguage } from './guess-block-language.js';
import { parseExampleBlock } from './parse-example-block.js';
import { remarkGfmWithoutAutolinks } from './remark-gfm-without-autolinks.js';
import { createSlugger } from './slugify-heading.js';

type Processor = { parse: (text: string) => Root };
let processor: Processor | undefined;

function getProcessor(): Processor {
  processor ??= unified().use(remarkParse).use(remarkGfmWithoutAutolinks);
  return processor;
}

const ENDPOINT_LINE = /^\s*(?:[-*]\s+)?\**(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\**\s+`?(\/[^\s`]*)`?/;

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function lineOf(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 1;
}

/** Blanks YAML front matter so line numbers stay true but it is not read as a heading. */
function stripFrontMatter(text: string): string {
  if (!text.startsWith('---\n') && !text.startsWith('---\r\n')) return text;
  const end = text.indexOf('\n---', 3);
  if (end < 0) return text;
  return text.slice(0, end + 4).replace(/[^\n]/g, ' ') + text.slice(end + 4);
}

/** Reads a Markdown/MDX page into the claims the rules check. */
export function extractDocClaims(path: string, text: string, hash: string): DocFile {
  const doc: DocFile = {
    path,
    hash,
    headings: [],
    spans: [],
    tables: [],
    codeBlocks: [],
    links: [],
    endpointLines: [],
    listItems: [],
    anchors: [],
  };
  const source = stripFrontMatter(text);
  let root: Root;
  try {
    root = getProcessor().parse(source);
  } catch {
    return doc;
  }
  const slug = createSlugger();
  let section = -1;
  let group = 0;

  const inline = (
    node: Nodes,
    context: SpanContext,
    groupId: number,
    leadingNode: Nodes | undefined,
    column?: number,
  ): void => {
    if (node.type === 'inlineCode') {
      doc.spans.push({
        value: node.value,
        line: lineOf(node),
        context,
        group: groupId,
        leading: node === leadingNode,
        section,
        column,
      });
    } else if (node.type === 'link' || node.type === 'image') {
      doc.links.push({ url: node.url, line: lineOf(node), kind: node.type });
    } else if (node.type === 'html') {
      for (const m of node.value.matchAll(/\b(?:name|id)=(?:["']([^"']+)["']|([^\s"'>]+))/g))
        if (m[1] ?? m[2]) doc.anchors.push(m[1] ?? m[2] ?? '');
    }
    if ('children' in node)
      for (const c of node.children as Nodes[]) inline(c, context, groupId, leadingNode, column);
  };

  const firstMeaningful = (node: Nodes): Nodes | undefined => {
    if (!('children' in node)) return undefined;
    const first = (node.children as Nodes[]).find((c) => !(c.type === 'text' && c.value.trim() === ''));
    if (!first) return undefined;
    if (first.type === 'paragraph' || first.type === 'strong' || first.type === 'emphasis')
      return firstMeaningful(first) ?? first;
    return first;
  };

  const block = (node: RootContent | Root): void => {
    switch (node.type) {
      case 'heading': {
        const text2 = plainText(node).trim();
        doc.headings.push({ text: text2, slug: slug(text2), line: lineOf(node), depth: node.depth });
        section = doc.headings.length - 1;
        inline(node, 'heading', -1, firstMeaningful(node));
        return;
      }
      case 'code': {
        const lang = (node.lang ?? '').toLowerCase() || guessBlockLanguage(node.value);
        doc.codeBlocks.push({
          lang,
          text: node.value,
          // Rules count a block's code from the line after its fence; an indented block has none.
          line: /^ {0,3}(?:```|~~~)/.test(
            source.slice(node.position?.start.offset ?? 0, (node.position?.start.offset ?? 0) + 8),
          )
            ? lineOf(node)
            : lineOf(node) - 1,
          section,
          ...parseExampleBlock(lang, node.value),
        });
        return;
      }
      case 'definition':
        doc.links.push({ url: node.url, line: lineOf(node), kind: 'definition' });
        return;
      case 'html':
        inline(node, 'paragraph', -1, undefined);
        return;
      case 'table': {
        const [head, ...body] = node.children;
        const cellText = (cell: Nodes): string => {
          const start = cell.position?.start.offset;
          const end = cell.position?.end.offset;
          return start !== undefined && end !== undefined
            ? source.slice(start, end).replace(/^\|/, '').replace(/\|$/, '').trim()
            : plainText(cell);
        };
        const baseGroup = group;
        group += head?.children.length ?? 0;
        doc.tables.push({
          line: lineOf(node),
          header: head ? head.children.map((c) => plainText(c).trim()) : [],
          rows: body.map((row) => ({ line: lineOf(row), cells: row.children.map(cellText) })),
          section,
        });
        for (const row of body) {
          row.children.forEach((cell, i) => {
            inline(cell, 'table', baseGroup + i, firstMeaningful(cell), i);
          });
        }
        return;
      }
      case 'list': {
        const groupId = group++;
        for (const item of node.children) {
          const lead = firstMeaningful(item);
          const first = item.children[0];
          const start = first?.type === 'paragraph' ? first.position?.start.offset : undefined;
          if (first && start !== undefined) {
            const text2 = source.slice(start, first.position?.end.offset ?? start).split('\n')[0] ?? '';
            doc.listItems?.push({ text: text2, line: lineOf(first), group: groupId, section });
          }
          for (const c of item.children) {
            if (c.type === 'paragraph') inline(c, 'list', groupId, lead);
            else block(c);
          }
        }
        return;
      }
      case 'paragraph': {
        inline(node, 'paragraph', -1, undefined);
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start !== undefined && end !== undefined) {
          source
            .slice(start, end)
            .split('\n')
            .forEach((lineText, i) => {
              const m = ENDPOINT_LINE.exec(lineText);
              if (m?.[1] && m[2])
                doc.endpointLines.push({ method: m[1], path: m[2], line: lineOf(node) + i, section });
            });
        }
        return;
      }
      default:
        if ('children' in node) for (const c of node.children as RootContent[]) block(c);
    }
  };
  block(root);
  return doc;
}
