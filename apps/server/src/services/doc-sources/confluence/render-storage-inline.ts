import { type ChildNode, type Element, isCDATA, isTag, isText } from 'domhandler';
import { escapeMarkdown, inlineCode } from '../rendered-page.js';
import { childNamed, macroParameter, maxDepth, textOf } from './storage-nodes.js';

/** Collapses whitespace as a browser shows it; `<br>` has already become a newline. */
function collapse(text: string): string {
  return text.replace(/[ \t\r\n\f\u00a0]+/g, ' ');
}

function wrap(marker: string, inner: string): string {
  if (inner.trim() === '') return inner;
  const lead = inner.match(/^\s*/)?.[0] ?? '';
  const trail = inner.match(/\s*$/)?.[0] ?? '';
  return `${lead}${marker}${inner.trim()}${marker}${trail}`;
}

function link(text: string, href: string | undefined): string {
  if (!href || !/^(https?:|mailto:)/i.test(href)) return text;
  const label = text.trim() === '' ? escapeMarkdown(href) : text;
  return `[${label}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
}

/** `<ac:link>`: a link to a page, attachment or URL; its body is the text shown. */
function renderAcLink(element: Element, depth: number): string {
  const body = childNamed(element, 'ac:link-body');
  const plain = childNamed(element, 'ac:plain-text-link-body');
  const page = childNamed(element, 'ri:page');
  const url = childNamed(element, 'ri:url');
  const attachment = childNamed(element, 'ri:attachment');
  let text = '';
  if (body) text = renderInline(body.children, depth + 1);
  else if (plain) text = escapeMarkdown(collapse(textOf(plain)));
  else if (page) text = escapeMarkdown(page.attribs['ri:content-title'] ?? '');
  else if (attachment) text = escapeMarkdown(attachment.attribs['ri:filename'] ?? '');
  if (element.attribs['ac:anchor'] && text === '') text = escapeMarkdown(element.attribs['ac:anchor']);
  return link(text, url?.attribs['ri:value']);
}

function renderElement(element: Element, depth: number): string {
  const inner = () => renderInline(element.children, depth + 1);
  switch (element.name) {
    case 'code':
    case 'tt':
    case 'kbd': {
      const code = collapse(textOf(element));
      return code.trim() === '' ? code : inlineCode(code);
    }
    case 'strong':
    case 'b':
      return wrap('**', inner());
    case 'em':
    case 'i':
      return wrap('*', inner());
    case 's':
    case 'del':
    case 'strike':
      return wrap('~~', inner());
    case 'br':
      return '\n';
    case 'a':
      return link(inner(), element.attribs.href);
    case 'ac:link':
      return renderAcLink(element, depth);
    case 'time':
      return escapeMarkdown(element.attribs.datetime ?? '');
    case 'ac:structured-macro':
      // Inline macros worth reading as text: a status lozenge's title; the others show nothing.
      return element.attribs['ac:name'] === 'status'
        ? escapeMarkdown(macroParameter(element, 'title') ?? '')
        : '';
    case 'ac:image':
    case 'ac:emoticon':
    case 'ac:placeholder':
    case 'ac:parameter':
      return '';
    default:
      return inner();
  }
}

/** Storage-format inline content (text, code, emphasis, links) as one Markdown line; `<br>` as a newline. */
export function renderInline(nodes: readonly ChildNode[], depth = 0): string {
  if (depth > maxDepth) return '';
  return nodes
    .map((node) => {
      if (isText(node)) return escapeMarkdown(collapse(node.data));
      if (isCDATA(node)) return escapeMarkdown(collapse(textOf(node)));
      if (isTag(node)) return renderElement(node, depth);
      return '';
    })
    .join('');
}

/** Inline Markdown with the spaces around each line trimmed and blank lines dropped. */
export function tidyLines(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
