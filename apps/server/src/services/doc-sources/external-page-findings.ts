import type { DocSourcePageRow } from '@driftwatch/db';
import type { Finding } from '@driftwatch/engine';
import type { MetadataOverrides } from '../scans/finding-to-issue.js';

/** The page URL the engine reads a cached page under. */
export function pageUrl(page: DocSourcePageRow): string {
  return page.url ?? `https://www.notion.so/${page.pageId}`;
}

/** The block that wrote a line, or the nearest block above it (a blank line belongs to none). */
function blockAt(page: DocSourcePageRow, line: number): string | null {
  for (let index = Math.min(line, page.lineBlocks.length) - 1; index >= 0; index -= 1) {
    const block = page.lineBlocks[index];
    if (block) return block;
  }
  return null;
}

/**
 * A source's findings as issues name them: only findings on its pages; the fingerprint carries the
 * source so two sources holding the same page never share an issue; the doc location is the page
 * URL with the block anchor, as Notion's own "copy link to block" writes it.
 */
export function externalPageFindings(
  docSourceId: string,
  provider: string,
  pages: readonly DocSourcePageRow[],
  findings: readonly Finding[],
): { findings: Finding[]; metadataFor: (finding: Finding) => MetadataOverrides } {
  const byUrl = new Map(pages.map((page) => [pageUrl(page), page]));
  const overrides = new Map<string, MetadataOverrides>();
  const kept: Finding[] = [];
  for (const finding of findings) {
    const page = finding.doc ? byUrl.get(finding.doc.path) : undefined;
    if (!finding.doc || !page) continue;
    const block = blockAt(page, finding.doc.line);
    const fingerprint = `${docSourceId}:${finding.fingerprint}`;
    kept.push({ ...finding, fingerprint, category: 'external_docs' });
    overrides.set(fingerprint, {
      doc_source_type: provider,
      doc_location: block ? `${pageUrl(page)}#${block}` : pageUrl(page),
      notion_page_id: provider === 'notion' ? page.pageId : null,
      analysis_type: 'external_docs_scan',
    });
  }
  return { findings: kept, metadataFor: (finding) => overrides.get(finding.fingerprint) ?? {} };
}
