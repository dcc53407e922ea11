import type { DriftIssueStatus } from '@driftwatch/contract';
import type { Database } from '../database.js';
import { insertDriftIssueActivity } from '../queries/drift-issue-activity.js';
import { insertDriftIssues } from '../queries/drift-issues.js';
import type { DriftIssueRow, NewDriftIssueRow } from '../schema/drift-issues.js';
import { testDriftIssueRow } from './test-rows.js';

/** When an issue took a status; the first is its detection. */
export type StatusChange = [at: Date, status: DriftIssueStatus];

/**
 * An issue and its history as the product writes them: the row holds the last status, the activity
 * one entry per change (detected, status_changed, or reopened when it leaves resolved).
 */
export async function insertIssueWithHistory(
  db: Database,
  scope: { organizationId: string; repositoryId: string },
  number: number,
  changes: StatusChange[],
  row: Partial<NewDriftIssueRow> = {},
  /** The scan that made the changes; null for changes made by people. */
  scanId: string | null = null,
): Promise<DriftIssueRow> {
  const [first] = changes;
  const last = changes.at(-1);
  if (!first || !last) throw new Error('An issue needs at least its detection');
  const [issue] = await insertDriftIssues(db, [
    {
      ...testDriftIssueRow(scope, number),
      ...row,
      status: last[1],
      createdAt: first[0],
      updatedAt: last[0],
      resolvedAt: last[1] === 'resolved' ? last[0] : null,
    },
  ]);
  if (!issue) throw new Error('The issue was not inserted');
  await insertDriftIssueActivity(
    db,
    changes.map(([at, status], index) => {
      const from = changes[index - 1]?.[1] ?? null;
      return {
        organizationId: scope.organizationId,
        issueId: issue.id,
        kind: index === 0 ? 'detected' : from === 'resolved' ? 'reopened' : 'status_changed',
        actorName: scanId ? 'Driftwatch scanner' : 'Test',
        scanId,
        fromStatus: from,
        toStatus: status,
        createdAt: at,
      };
    }),
  );
  return issue;
}
