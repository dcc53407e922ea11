import {
  type Database,
  type DriftIssueRow,
  insertDriftIssueActivity,
  insertDriftIssues,
  type NewDriftIssueActivityRow,
  reserveIssueNumbers,
} from '@driftwatch/db';
import { listRepositoryIssueStates, lockRepository, updateDriftIssue } from '@driftwatch/db/worker';
import type { Finding } from '@driftwatch/engine';
import { sql } from 'drizzle-orm';
import {
  detectionColumns,
  type IntroducingCommit,
  newIssueRow,
  type PullRequestLink,
  type ScannedCommit,
} from './finding-to-issue.js';

export const scannerName = 'Driftwatch scanner';

export interface ReconcileResult {
  created: DriftIssueRow[];
  /** Open issues found again, and resolved ones that came back (re-opened). */
  redetected: DriftIssueRow[];
  reopened: DriftIssueRow[];
  resolved: DriftIssueRow[];
  /** Ignored and false-positive issues found again: counted, never re-opened or announced. */
  silenced: number;
}

function uniqueByFingerprint(findings: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const finding of findings) if (!seen.has(finding.fingerprint)) seen.set(finding.fingerprint, finding);
  return [...seen.values()];
}

export interface ReconcileFindingsInput {
  scope: {
    organizationId: string;
    repositoryId: string;
    now: Date;
    /** Reconciles that pull request's issues only; a branch scan (none) leaves them alone. */
    pullRequest?: PullRequestLink | undefined;
  };
  commit: ScannedCommit;
  findings: Finding[];
  /** By fingerprint: the commit that introduced a new finding's drift (see findIntroducingCommits). */
  introducedBy?: ReadonlyMap<string, IntroducingCommit>;
}

/**
 * Turns a scan's findings into issue changes in one transaction, so a failing scan never leaves
 * half-written issues: new fingerprints become open issues with the next DRIFT-<n> keys, known ones
 * count another detection, resolved ones found again re-open (a regression), and open issues the
 * scan no longer finds are resolved by the scanner. Each of those changes is written to the issue's
 * activity; a re-detection of an issue that stays open or silenced changes nothing worth a line.
 */
export async function reconcileFindings(
  db: Database,
  { scope, commit, findings, introducedBy = new Map() }: ReconcileFindingsInput,
): Promise<ReconcileResult> {
  return db.transaction(async (tx) => {
    const result: ReconcileResult = { created: [], redetected: [], reopened: [], resolved: [], silenced: 0 };
    const byScanner = {
      organizationId: scope.organizationId,
      actorName: scannerName,
      commitSha: commit.sha,
      scanId: commit.scanId,
      createdAt: scope.now,
    };
    const activity: NewDriftIssueActivityRow[] = [];
    // Disconnected meanwhile: nothing to reconcile, and the lock serialises concurrent scans.
    if (!(await lockRepository(tx, scope.repositoryId))) return result;
    const known = new Map(
      (await listRepositoryIssueStates(tx, scope.repositoryId, scope.pullRequest?.number ?? null)).map(
        (issue) => [issue.fingerprint, issue],
      ),
    );
    const fresh: Finding[] = [];
    const found = new Set<string>();
    for (const finding of uniqueByFingerprint(findings)) {
      found.add(finding.fingerprint);
      const issue = known.get(finding.fingerprint);
      if (!issue) {
        fresh.push(finding);
        continue;
      }
      const detection = {
        detectionCount: sql`detection_count + 1`,
        lastDetectedAt: scope.now,
        lastScanId: commit.scanId,
        lastCommitSha: commit.sha,
      };
      if (issue.status === 'ignored' || issue.status === 'false_positive') {
        await updateDriftIssue(tx, issue.id, detection);
        result.silenced += 1;
        continue;
      }
      const reopen = issue.status === 'resolved';
      const updated = await updateDriftIssue(tx, issue.id, {
        ...detectionColumns(finding),
        ...detection,
        updatedAt: scope.now,
        ...(reopen
          ? { status: 'open', resolvedAt: null, resolvedBy: null, resolvedByUserId: null, resolution: null }
          : {}),
      });
      if (!updated) continue;
      if (!reopen) {
        result.redetected.push(updated);
        continue;
      }
      result.reopened.push(updated);
      activity.push({
        ...byScanner,
        issueId: updated.id,
        kind: 'reopened',
        fromStatus: 'resolved',
        toStatus: 'open',
      });
    }
    if (fresh.length > 0) {
      const first = await reserveIssueNumbers(tx, scope.organizationId, fresh.length);
      result.created = await insertDriftIssues(
        tx,
        fresh.map((finding, index) =>
          newIssueRow(
            finding,
            { ...scope, number: first + index },
            commit,
            introducedBy.get(finding.fingerprint),
          ),
        ),
      );
      for (const created of result.created)
        activity.push({ ...byScanner, issueId: created.id, kind: 'detected', toStatus: 'open' });
    }
    const resolution = `No longer detected by the scan of commit ${commit.sha.slice(0, 7)}.`;
    for (const issue of known.values()) {
      if (found.has(issue.fingerprint) || (issue.status !== 'open' && issue.status !== 'in_progress'))
        continue;
      const resolved = await updateDriftIssue(tx, issue.id, {
        status: 'resolved',
        resolvedAt: scope.now,
        resolvedBy: scannerName,
        resolvedByUserId: null,
        resolution,
        updatedAt: scope.now,
      });
      if (!resolved) continue;
      result.resolved.push(resolved);
      activity.push({
        ...byScanner,
        issueId: resolved.id,
        kind: 'status_changed',
        fromStatus: issue.status,
        toStatus: 'resolved',
        note: resolution,
      });
    }
    await insertDriftIssueActivity(tx, activity);
    return result;
  });
}
