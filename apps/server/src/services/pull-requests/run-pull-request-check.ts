import { recordPullRequestAnalysis } from '@driftwatch/db';
import { claimPullRequestScan, findRepositoryById, updatePullRequestScan } from '@driftwatch/db/worker';
import { GitError } from '@driftwatch/integrations';
import { type JobAttempt, JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { checkPrAllowance } from '../billing/check-pr-allowance.js';
import { checkOutcomeOf } from './check-outcome-of.js';
import type { PullRequestTarget } from './code-host-publisher.js';
import { codeHostPublishers } from './code-host-publishers.js';
import { offerSuggestions } from './offer-suggestions.js';
import { renderPullRequestComment } from './render-pull-request-comment.js';
import { savePullRequestFindings } from './save-pull-request-findings.js';
import { scanPullRequestHead } from './scan-pull-request-head.js';

function messageOf(error: unknown): string {
  if (error instanceof JobError || error instanceof GitError) return error.message;
  return 'The pull-request check failed unexpectedly.';
}

/**
 * The pull-request job's work: claim the recorded head (once), check the plan's allowance, run the
 * engine's pull-request mode, save the findings as the pull request's issues, then publish the
 * check (with annotations on the doc lines) and edit the pull request's one comment in place.
 * Each analysed pull-request head counts toward the organization's pull requests of the period.
 */
export async function runPullRequestCheck(
  context: ServerContext,
  pullRequestScanId: string,
  attempt: JobAttempt,
): Promise<void> {
  const scan = await claimPullRequestScan(context.db, pullRequestScanId, context.clock.now());
  if (!scan) return;
  const repository = await findRepositoryById(context.db, scan.repositoryId);
  const open = repository ? codeHostPublishers[repository.provider] : undefined;
  if (!repository || !open) {
    await updatePullRequestScan(context.db, scan.id, {
      status: 'failed',
      error: 'The repository is no longer connected to its code host.',
      finishedAt: context.clock.now(),
    });
    return;
  }
  const publisher = await open(context, repository);
  const target: PullRequestTarget = {
    number: scan.number,
    url: scan.url,
    baseSha: scan.baseSha,
    headSha: scan.headSha,
  };
  const allowance = await checkPrAllowance(context, repository.organizationId);
  if (!allowance.allowed) {
    await publisher.completeCheck(target, null, {
      conclusion: 'neutral',
      title: 'Pull request not checked',
      summary: allowance.reason,
      annotations: [],
    });
    await updatePullRequestScan(context.db, scan.id, {
      status: 'skipped',
      conclusion: 'neutral',
      error: allowance.reason,
      finishedAt: context.clock.now(),
    });
    return;
  }
  const checkId = scan.externalCheckId ?? (await publisher.startCheck(target));
  if (checkId !== scan.externalCheckId)
    await updatePullRequestScan(context.db, scan.id, { externalCheckId: checkId });
  try {
    const { findings, commit } = await scanPullRequestHead(
      context,
      repository,
      {
        ...target,
        headRef: publisher.headRef(target.number),
        forkHead: async () => publisher.forkHead?.(target),
      },
      await publisher.cloneCredentials(),
    );
    const now = context.clock.now();
    const saved = await savePullRequestFindings(context.db, scan, findings, commit, now);
    const fixed = saved.resolved.length;
    const outcome = checkOutcomeOf({
      findings,
      fixed,
      detectBreaking: repository.scanSchedule.detectBreaking,
    });
    await publisher.completeCheck(target, checkId, outcome);
    const suggested = publisher.suggestions
      ? await offerSuggestions(context, publisher.suggestions, scan, target, findings)
      : new Set<string>();
    await publisher.upsertComment(
      target,
      renderPullRequestComment({
        findings,
        fixed,
        suggested,
        headSha: scan.headSha,
        lineUrl: (path, line) => publisher.lineUrl(scan.headSha, path, line),
      }),
    );
    await recordPullRequestAnalysis(context.db, repository.organizationId, now);
    await updatePullRequestScan(context.db, scan.id, {
      status: 'succeeded',
      conclusion: outcome.conclusion,
      introducedCount: findings.length,
      fixedCount: fixed,
      error: null,
      finishedAt: context.clock.now(),
      updatedAt: context.clock.now(),
    });
  } catch (error) {
    const message = messageOf(error);
    await updatePullRequestScan(context.db, scan.id, { status: 'failed', error: message });
    if (attempt.isFinalAttempt) {
      await publisher
        .completeCheck(target, checkId, {
          conclusion: 'neutral',
          title: 'Driftwatch could not check this pull request',
          summary: message,
          annotations: [],
        })
        .catch((publishError: unknown) =>
          context.logger.warn({ err: publishError, pullRequestScanId }, 'Publishing the failed check failed'),
        );
    }
    throw error;
  }
}
