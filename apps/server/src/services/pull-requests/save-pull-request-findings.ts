import type { Database, PullRequestScanRow } from '@driftwatch/db';
import type { Finding } from '@driftwatch/engine';
import { type ReconcileResult, reconcileFindings } from '../scans/reconcile-findings.js';

/**
 * A pull request's finding is its own issue: the same stale doc line in two pull requests is two
 * issues, and neither is the branch's. Its fingerprint is made unique to the pull request.
 */
function pullRequestFingerprint(fingerprint: string, number: number): string {
  return `${fingerprint}:pr${number}`;
}

/**
 * Saves the head commit's findings as drift issues of the pull request (category pr, linked by
 * number and url): new drift opens issues, drift a later push fixed is resolved by the scanner.
 */
export async function savePullRequestFindings(
  db: Database,
  scan: PullRequestScanRow,
  findings: Finding[],
  commit: { sha: string; message: string; author: string },
  now: Date,
): Promise<ReconcileResult> {
  return reconcileFindings(db, {
    scope: {
      organizationId: scan.organizationId,
      repositoryId: scan.repositoryId,
      now,
      pullRequest: { number: scan.number, url: scan.url },
    },
    commit: { ...commit, scanId: null },
    findings: findings.map((finding) => ({
      ...finding,
      category: 'pr',
      fingerprint: pullRequestFingerprint(finding.fingerprint, scan.number),
    })),
  });
}
