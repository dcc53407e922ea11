import { type DriftIssueRow, saveLinearIssueState } from '@driftwatch/db';
import { listPushedLinearIssues } from '@driftwatch/db/worker';
import { AppError } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from '../drift-issues/announce-issue-updates.js';
import { callLinear } from './call-linear.js';
import { linearStatesBatchSize, readLinearIssueStates } from './read-linear-issue-states.js';

/**
 * Issues read per organization and run: ten requests, far below Linear's hourly request budget, so
 * the schedule never crowds out pushes. The least recently synced go first, so the next run goes on.
 */
const perRunLimit = 10 * linearStatesBatchSize;

export interface LinearStatusSweep {
  checked: number;
  changed: number;
  /** Why the run stopped early: Linear's rate limit (with its wait), or a token it refused. */
  stoppedBy: { reason: 'rate_limited'; retryAfterSeconds: number } | { reason: 'token_revoked' } | null;
}

function stopReason(error: unknown): LinearStatusSweep['stoppedBy'] | undefined {
  if (!(error instanceof AppError)) return undefined;
  const { reason, retry_after_seconds: wait } = error.details ?? {};
  if (reason === 'rate_limited') return { reason, retryAfterSeconds: typeof wait === 'number' ? wait : 60 };
  if (reason === 'linear_token_revoked' || reason === 'linear_not_connected')
    return { reason: 'token_revoked' };
  return undefined;
}

/**
 * Reads the Linear status of an organization's pushed issues, 50 to a GraphQL request, and keeps
 * them (status, link, team, project); a changed status is announced to open screens. Linear's rate
 * limit stops the run until the next one; a refused token marks the integration as needing a
 * reconnect (callLinear does) and stops it too.
 */
export async function syncLinearStatuses(
  context: ServerContext,
  organizationId: string,
): Promise<LinearStatusSweep> {
  const pushed = await listPushedLinearIssues(context.db, organizationId, perRunLimit);
  const changed: DriftIssueRow[] = [];
  let checked = 0;
  for (let start = 0; start < pushed.length; start += linearStatesBatchSize) {
    const batch = pushed.slice(start, start + linearStatesBatchSize);
    let states: Awaited<ReturnType<typeof readLinearIssueStates>>;
    try {
      states = await callLinear(context, organizationId, (linear) =>
        readLinearIssueStates(
          linear,
          batch.flatMap((issue) => (issue.linearIssueId ? [issue.linearIssueId] : [])),
        ),
      );
    } catch (error) {
      const stoppedBy = stopReason(error);
      if (!stoppedBy) throw error;
      await announceIssueUpdates(context, { organizationId, rows: changed });
      return { checked, changed: changed.length, stoppedBy };
    }
    for (const issue of batch) {
      const state = issue.linearIssueId ? states.get(issue.linearIssueId) : undefined;
      // An issue deleted in Linear is unlinked by its webhook; until then it is left as it was.
      if (!issue.linearIssueId || !state) continue;
      checked += 1;
      const saved = await saveLinearIssueState(context.db, issue.linearIssueId, state);
      if (saved && saved.linearStatus !== issue.linearStatus) changed.push(saved);
    }
  }
  await announceIssueUpdates(context, { organizationId, rows: changed });
  return { checked, changed: changed.length, stoppedBy: null };
}
