import {
  type DriftIssue,
  driftIssueExportFileNames,
  type driftIssueExportQuerySchema,
} from '@driftwatch/contract';
import { listDriftIssues } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { toDriftIssue } from './to-drift-issue.js';

/** An export is a file a person opens; past this size they should filter first. */
const exportRowLimit = 50_000;
const pageSize = 1000;

const csvColumns: Array<[string, (issue: DriftIssue) => string | number | null]> = [
  ['key', (issue) => issue.key],
  ['id', (issue) => issue.id],
  ['title', (issue) => issue.title],
  ['severity', (issue) => issue.severity],
  ['status', (issue) => issue.status],
  ['type', (issue) => issue.type_label],
  ['category', (issue) => issue.category],
  ['subtype', (issue) => issue.subtype],
  ['repository', (issue) => issue.repository_name],
  ['files', (issue) => issue.affected_files.map((file) => file.path).join('; ')],
  ['doc_location', (issue) => issue.metadata.doc_location],
  ['doc_line', (issue) => issue.metadata.doc_line],
  ['confidence', (issue) => issue.metadata.confidence],
  ['detection_count', (issue) => issue.metadata.detection_count],
  ['commit_sha', (issue) => issue.commit_sha],
  ['created_at', (issue) => issue.created_at],
  ['resolved_at', (issue) => issue.resolved_at],
  ['resolved_by', (issue) => issue.resolved_by],
  ['resolution', (issue) => issue.resolution],
  ['description', (issue) => issue.description],
];

/**
 * RFC 4180 quoting, and a leading quote for cells a spreadsheet would run as a formula
 * (=, +, -, @), since titles quote code and docs written by others.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function exportDriftIssues(
  context: ServerContext,
  { organizationId, query }: { organizationId: string; query: z.output<typeof driftIssueExportQuerySchema> },
): Promise<{ fileName: string; contentType: string; body: string }> {
  const issues: DriftIssue[] = [];
  const filters = {
    repositoryId: query.repository,
    status: query.status,
    severity: query.severity,
    search: query.search,
  };
  for (let offset = 0; offset < exportRowLimit; offset += pageSize) {
    const rows = await listDriftIssues(context.db, organizationId, filters, { limit: pageSize, offset });
    issues.push(...rows.map((row) => toDriftIssue(row)));
    if (rows.length < pageSize) break;
  }
  if (query.format === 'json') {
    return {
      fileName: driftIssueExportFileNames.json,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ data: issues }, null, 2),
    };
  }
  const lines = [csvColumns.map(([name]) => name).join(',')];
  for (const issue of issues) lines.push(csvColumns.map(([, read]) => csvCell(read(issue))).join(','));
  return {
    fileName: driftIssueExportFileNames.csv,
    contentType: 'text/csv; charset=utf-8',
    body: `${lines.join('\r\n')}\r\n`,
  };
}
