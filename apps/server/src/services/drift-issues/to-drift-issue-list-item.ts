import type { DriftIssueListItem } from '@driftwatch/contract';
import type { DriftIssueSummaryRow } from '@driftwatch/db';
import { issueTypeLabel } from './issue-type-label.js';

/** A list row shows up to this many concern names, then how many there are in all. */
const shownConcerns = 3;

export function toDriftIssueListItem(row: DriftIssueSummaryRow): DriftIssueListItem {
  const concerns = new Set(
    row.affectedFiles.flatMap((file) => [...file.functions, ...file.classes, ...file.exports]),
  );
  return {
    id: row.id,
    drift_id: row.key,
    key: row.key,
    title: row.title,
    type_label: issueTypeLabel(row),
    severity: row.severity,
    status: row.status,
    repository_id: row.repositoryId,
    repository_name: row.repositoryName,
    created_at: row.createdAt.toISOString(),
    file_count: row.affectedFiles.length,
    concerns: [...concerns].slice(0, shownConcerns),
    concern_count: concerns.size,
  };
}
