import { decodeString } from 'micromark-util-decode-string';
import type { MarkdownTokens } from './read-markdown.js';

/**
 * Inline content as remark's syntax tree would hold it, reduced to what claims need: runs of text
 * (escapes and character references decoded), code spans, links and images with their decoded
 * destination, inline HTML, and the containers around them. `index` is the token's enter event,
 * so a node is known again by it.
 */
export type InlineNode =
  | { kind: 'text'; index: number; value: string }
  | { kind: 'code'; index: number; value: string }
  | { kind: 'link' | 'image'; index: number; url: string; children: InlineNode[] }
  /** emphasis and strong: a list item or cell that starts with one is about what it holds. */
  | { kind: 'emphasis'; index: number; children: InlineNode[] }
  /** strikethrough and reference links (no destination of their own). */
  | { kind: 'group'; index: number; children: InlineNode[] }
  | { kind: 'html'; index: number; value: string }
  /** Hard breaks, footnote calls, reference images. */
  | { kind: 'other'; index: number };

export interface InlineOptions {
  /** Line endings are part of the text (paragraphs, headings, emphasis; not link labels). */
  keepLineEndings: boolean;
  /** GFM tables unescape `\|` inside code spans. */
  inTable: boolean;
}

function joinChildren(md: MarkdownTokens, index: number, types: string[]): string {
  let value = '';
  for (const i of md.children(index)) if (types.includes(md.type(i))) value += md.text(i);
  return value;
}

function codeValue(md: MarkdownTokens, index: number, inTable: boolean): string {
  const value = joinChildren(md, index, ['codeTextData', 'lineEnding']);
  return inTable ? value.replace(/\\([\\|])/g, (all, char: string) => (char === '|' ? char : all)) : value;
}

/** The decoded destination of a link, image or definition (`<a b.md>` → `a b.md`); '' when empty. */
export function destinationOf(md: MarkdownTokens, destination: number): string {
  const literal = md.child(destination, 'resourceDestinationLiteral', 'definitionDestinationLiteral');
  const raw = md.child(destination, 'resourceDestinationRaw', 'definitionDestinationRaw');
  const holder = literal >= 0 ? literal : raw;
  const string =
    holder >= 0 ? md.child(holder, 'resourceDestinationString', 'definitionDestinationString') : -1;
  return string >= 0 ? decodeString(md.text(string)) : '';
}

function readLink(md: MarkdownTokens, index: number, options: InlineOptions): InlineNode {
  const label = md.descend(index, ['label'], ['labelText']);
  const children = label >= 0 ? readInline(md, label, { ...options, keepLineEndings: false }) : [];
  const destination = md.descend(index, ['resource'], ['resourceDestination']);
  if (md.child(index, 'resource') < 0) return { kind: 'group', index, children };
  return { kind: 'link', index, url: destination >= 0 ? destinationOf(md, destination) : '', children };
}

function readImage(md: MarkdownTokens, index: number): InlineNode {
  if (md.child(index, 'resource') < 0) return { kind: 'other', index };
  const destination = md.descend(index, ['resource'], ['resourceDestination']);
  return { kind: 'image', index, url: destination >= 0 ? destinationOf(md, destination) : '', children: [] };
}

function readAutolink(md: MarkdownTokens, index: number): InlineNode {
  const email = md.child(index, 'autolinkEmail');
  const address = email >= 0 ? email : md.child(index, 'autolinkProtocol');
  const text = address >= 0 ? md.text(address) : '';
  return {
    kind: 'link',
    index,
    url: email >= 0 ? `mailto:${text}` : text,
    children: [{ kind: 'text', index: address, value: text }],
  };
}

/** The inline nodes among a token's children (a paragraph, heading text, table cell content...). */
export function readInline(md: MarkdownTokens, container: number, options: InlineOptions): InlineNode[] {
  const nodes: InlineNode[] = [];
  let afterBreak = false;
  const appendText = (index: number, value: string) => {
    const last = nodes[nodes.length - 1];
    if (last?.kind === 'text') last.value += value;
    else nodes.push({ kind: 'text', index, value });
  };
  for (const i of md.children(container)) {
    switch (md.type(i)) {
      case 'data':
        appendText(i, md.text(i));
        break;
      case 'characterEscape':
      case 'characterReference':
        appendText(i, decodeString(md.text(i)));
        break;
      case 'lineEnding':
        // A hard break takes the line ending that follows it.
        if (!afterBreak && options.keepLineEndings) appendText(i, md.text(i));
        afterBreak = false;
        break;
      case 'codeText':
        nodes.push({ kind: 'code', index: i, value: codeValue(md, i, options.inTable) });
        break;
      case 'emphasis':
      case 'strong': {
        const text = md.child(i, 'emphasisText', 'strongText');
        const children = text >= 0 ? readInline(md, text, { ...options, keepLineEndings: true }) : [];
        nodes.push({ kind: 'emphasis', index: i, children });
        break;
      }
      case 'strikethrough': {
        const text = md.child(i, 'strikethroughText');
        const children = text >= 0 ? readInline(md, text, { ...options, keepLineEndings: false }) : [];
        nodes.push({ kind: 'group', index: i, children });
        break;
      }
      case 'link':
        nodes.push(readLink(md, i, options));
        break;
      case 'image':
        nodes.push(readImage(md, i));
        break;
      case 'autolink':
        nodes.push(readAutolink(md, i));
        break;
      case 'htmlText':
        nodes.push({ kind: 'html', index: i, value: joinChildren(md, i, ['htmlTextData', 'lineEnding']) });
        break;
      case 'hardBreakEscape':
      case 'hardBreakTrailing':
        nodes.push({ kind: 'other', index: i });
        afterBreak = true;
        break;
      case 'gfmFootnoteCall':
        nodes.push({ kind: 'other', index: i });
        break;
      default:
      // Markers, container prefixes and task-list checks carry no text.
    }
  }
  return nodes;
}

/** The text of inline nodes, as mdast-util-to-string would give it for text and code. */
export function plainText(nodes: InlineNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text' || node.kind === 'code') text += node.value;
    else if (node.kind === 'link' || node.kind === 'emphasis' || node.kind === 'group')
      text += plainText(node.children);
  }
  return text;
}

/**
 * The first thing in a list item, table cell or heading, looking into emphasis: `**\`fetch\`**: ...`
 * is about `fetch`. Whitespace-only text does not count.
 */
export function leadingNode(nodes: InlineNode[]): InlineNode | undefined {
  const first = nodes.find((n) => !(n.kind === 'text' && n.value.trim() === ''));
  if (first?.kind === 'emphasis') return leadingNode(first.children) ?? first;
  return first;
}
