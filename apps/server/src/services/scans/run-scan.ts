import path from 'node:path';
import { type ScanRow, updateRepository } from '@driftwatch/db';
import {
  claimScan,
  findRepositoryById,
  listRepositoryIssueStates,
  updateScanRun,
} from '@driftwatch/db/worker';
import { scanIsolated as runEngine } from '@driftwatch/engine';
import { GitError, type GitErrorCode } from '@driftwatch/integrations';
import { type JobAttempt, JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { checkLinkedDocSources } from '../doc-sources/check-linked-doc-sources.js';
import { announceScanResult } from './announce-scan-result.js';
import { buildEngineConfig } from './build-engine-config.js';
import { findIntroducingCommits } from './find-introducing-commits.js';
import { listSkippedFiles } from './list-skipped-files.js';
import { loadCheckout } from './load-checkout.js';
import { reconcileFindings } from './reconcile-findings.js';
import { startScanHeartbeat } from './start-scan-heartbeat.js';
import { throttleProgress } from './throttle-progress.js';

/** Failures that say the repository itself cannot be reached or read, shown on its card. */
const repositoryErrorCodes: ReadonlySet<GitErrorCode> = new Set([
  'invalid_location',
  'local_paths_disabled',
  'repository_not_found',
  'authentication_required',
  'authentication_failed',
  'unreachable',
  'timeout',
  'empty_repository',
  'git_unavailable',
]);

function describeFailure(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof JobError) return { message: error.message, retryable: error.retryable };
  if (error instanceof GitError) return { message: error.message, retryable: error.retryable };
  return { message: 'The scan failed unexpectedly.', retryable: true };
}

/**
 * The scan job's work: claim the scan (so no two workers run it), fetch and check out the commit,
 * run the engine, reconcile in one transaction, then record and announce the result. A failure is
 * recorded on the scan; the queue retries it with backoff unless no retry can help. While it runs,
 * a heartbeat tells other processes the worker is alive (see recover-orphaned-scans.ts).
 */
export async function runScan(context: ServerContext, scanId: string, attempt: JobAttempt): Promise<void> {
  const now = context.clock.now();
  const claimed = await claimScan(context.db, scanId, { now, jobId: attempt.jobId });
  if (!claimed) return;
  const repository = await findRepositoryById(context.db, claimed.repositoryId);
  if (!repository) return;
  const heartbeat = startScanHeartbeat(context, claimed);
  const live = (event: Parameters<ServerContext['live']['publish']>[1]) =>
    context.live.publish(repository.organizationId, event).catch(() => {});
  const started = performance.now();
  await live({
    type: 'scan.started',
    scanId,
    repositoryId: repository.id,
    commitSha: claimed.requestedRevision,
    at: now.toISOString(),
  });
  try {
    const { provider, checkout } = await loadCheckout(context, repository);
    const revision =
      claimed.requestedRevision ?? (await provider.resolveBranchHead(checkout, repository.defaultBranch));
    const commit = await provider.readCommit(checkout, revision);
    await updateScanRun(context.db, claimed, {
      commitSha: commit.sha,
      commitMessage: commit.message,
      commitAuthor: commit.authorName,
    });
    const worktree = await provider.createWorktree(checkout, commit.sha);
    const report = await runEngine({
      root: worktree.dir,
      config: buildEngineConfig(repository.mappingConfig),
      cacheDir: path.join(context.paths.scanCache, repository.id),
      onProgress: throttleProgress((event) =>
        live({
          type: 'scan.progress',
          scanId,
          repositoryId: repository.id,
          ...event,
          at: context.clock.now().toISOString(),
        }),
      ),
    }).finally(() => worktree.remove());
    // A run that stalled past the orphan limit was replaced: only the replacement may write issues.
    await heartbeat.confirm();
    // The list itself is stored with the scan and shown on screen; the log only counts it per reason.
    if (report.skipped.length > 0)
      context.logger.info(
        { scanId, skipped: countByReason(report.skipped) },
        'Files were left out of the scan',
      );
    // Only new drift needs its origin; known issues keep the commit found when they were created.
    const known = new Set(
      (await listRepositoryIssueStates(context.db, repository.id)).map((issue) => issue.fingerprint),
    );
    const introducedBy = await findIntroducingCommits({
      provider,
      checkout,
      scannedSha: commit.sha,
      findings: report.findings.filter((finding) => !known.has(finding.fingerprint)),
      onError: (error) =>
        context.logger.warn({ err: error, scanId }, 'Finding the commits that introduced drift failed'),
    });
    const scanned = { scanId, sha: commit.sha, message: commit.message, author: commit.authorName };
    const reconciledAt = context.clock.now();
    const result = await reconcileFindings(context.db, {
      scope: { organizationId: repository.organizationId, repositoryId: repository.id, now: reconciledAt },
      commit: scanned,
      findings: report.findings,
      introducedBy,
    });
    if (claimed.options.includeExternalDocs)
      await checkLinkedDocSources(context, { repository, loaded: { provider, checkout }, commit: scanned });
    const finishedAt = context.clock.now();
    const finished = await updateScanRun(context.db, claimed, {
      status: 'succeeded',
      finishedAt,
      durationMs: Math.round(performance.now() - started),
      findingsCount: report.findings.length,
      issuesCreated: result.created.length,
      issuesRedetected: result.redetected.length + result.reopened.length,
      issuesResolved: result.resolved.length,
      engineStats: {
        codeFiles: report.stats.codeFiles,
        docFiles: report.stats.docFiles,
        bytes: report.stats.bytes,
        durationMs: report.stats.durationMs,
        ...listSkippedFiles(report.skipped),
      },
      error: null,
    });
    // The card shows a language; a git URL does not say, the tree does.
    const language =
      repository.language ??
      (await provider.detectLayout(checkout, commit.sha).catch(() => null))?.primaryLanguage ??
      null;
    await updateRepository(context.db, repository.organizationId, repository.id, {
      language,
      lastScanAt: finishedAt,
      lastDriftStatus: report.findings.length > 0 ? 'driftDetected' : 'inSync',
      ...(repository.status === 'error' ? { status: 'monitored', statusMessage: null } : {}),
    });
    if (finished) await announceScanResult(context, { repository, scan: finished, result });
  } catch (error) {
    // The run that replaced this one records the outcome.
    if (heartbeat.lost) return;
    await recordFailure(context, claimed, attempt, error);
    throw error;
  } finally {
    heartbeat.stop();
  }
}

async function recordFailure(
  context: ServerContext,
  scan: ScanRow,
  attempt: JobAttempt,
  error: unknown,
): Promise<void> {
  const failure = describeFailure(error);
  const final = attempt.isFinalAttempt || !failure.retryable;
  if (!(error instanceof JobError) && !(error instanceof GitError)) {
    // Only the log gets the details of an unexpected failure; the user sees a plain sentence.
    context.logger.error({ err: error, scanId: scan.id }, 'A scan failed unexpectedly');
  }
  const finishedAt = context.clock.now();
  const updated = await updateScanRun(context.db, scan, {
    status: final ? 'failed' : 'queued',
    error: final ? failure.message : `${failure.message} It will be retried.`,
    ...(final ? { finishedAt } : {}),
  });
  if (final && error instanceof GitError && repositoryErrorCodes.has(error.code)) {
    await updateRepository(context.db, scan.organizationId, scan.repositoryId, {
      status: 'error',
      statusMessage: failure.message,
    });
  }
  if (final && updated) {
    const repository = await findRepositoryById(context.db, scan.repositoryId);
    if (repository) await announceScanResult(context, { repository, scan: updated, result: null });
  }
  if (!failure.retryable && !(error instanceof JobError)) {
    // Tell the queue not to retry: the failure is recorded and another attempt cannot help.
    throw new JobError(failure.message, false);
  }
}

function countByReason(files: readonly { reason: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files) counts[file.reason] = (counts[file.reason] ?? 0) + 1;
  return counts;
}
