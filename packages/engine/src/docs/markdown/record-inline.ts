import type { DocFile, SpanContext } from '../../model/doc.js';
import type { InlineNode } from '../read-inline.js';
import { readRole } from '../rst/read-role.js';
import type { MarkdownPage } from './markdown-page.js';

/** A MyST role before a code span: {func}`name`. */
const MYST_ROLE = /\{([A-Za-z][\w:.+-]*)\}$/;

/** Records the `name=` and `id=` anchors of raw HTML. */
export function recordHtmlAnchors(doc: DocFile, html: string): void {
  // HTML allows spaces around `=` (`<a id = "0.2.0-breaking"></a>`).
  for (const m of html.matchAll(/\b(?:name|id)\s*=\s*(?:["']([^"']+)["']|([^\s"'>]+))/g))
    if (m[1] ?? m[2]) doc.anchors.push(m[1] ?? m[2] ?? '');
}

/** Records the code spans, links, role references and HTML anchors of inline content. */
export function recordInline(
  page: MarkdownPage,
  nodes: InlineNode[],
  context: SpanContext,
  groupId: number,
  lead: InlineNode | undefined,
  column?: number,
): void {
  const { doc, md } = page;
  nodes.forEach((node, i) => {
    const before = nodes[i - 1];
    const role =
      node.kind === 'code' && before?.kind === 'text' ? MYST_ROLE.exec(before.value)?.[1] : undefined;
    if (node.kind === 'code' && role) {
      const ref = readRole(role, node.value);
      const line = md.line(node.index);
      if (ref?.kind === 'span')
        doc.spans.push({
          value: ref.value,
          line,
          context,
          group: groupId,
          leading: node === lead || before === lead,
          section: page.section,
          column,
          ...(ref.role ? { role: ref.role } : {}),
        });
      else if (ref?.kind === 'ref') doc.links.push({ url: ref.label, line, kind: 'ref' });
      else if (ref?.kind === 'doc') doc.links.push({ url: ref.target, line, kind: 'link' });
    } else if (node.kind === 'code') {
      doc.spans.push({
        value: node.value,
        line: md.line(node.index),
        context,
        group: groupId,
        leading: node === lead,
        section: page.section,
        column,
      });
    } else if (node.kind === 'link' || node.kind === 'image') {
      doc.links.push({ url: node.url, line: md.line(node.index), kind: node.kind });
    } else if (node.kind === 'html') {
      recordHtmlAnchors(doc, node.value);
    }
    if ('children' in node) recordInline(page, node.children, context, groupId, lead, column);
  });
}
