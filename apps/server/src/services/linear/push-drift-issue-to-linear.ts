import { randomUUID } from 'node:crypto';
import type { LinearIssueCreateResponse, linearIssueCreateRequestSchema } from '@driftwatch/contract';
import {
  claimLinearIssue,
  type DriftIssueRow,
  type DriftIssueWithRepository,
  insertDriftIssueActivity,
  reclaimAbandonedLinearIssue,
  releaseLinearIssueClaim,
  saveLinearIssueState,
} from '@driftwatch/db';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { AppError, forbidden, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { hasFeature } from '../billing/has-feature.js';
import { announceIssueUpdates } from '../drift-issues/announce-issue-updates.js';
import { requireDriftIssue } from '../drift-issues/require-drift-issue.js';
import { createLinearIssueOnce, type LinearIssueTarget } from './create-linear-issue-once.js';
import { describeDriftForLinear } from './describe-drift-for-linear.js';
import { syncLinearIssue } from './sync-linear-issue.js';
import { toLinearMapping } from './to-linear-mapping.js';

type Input = z.output<typeof linearIssueCreateRequestSchema>;

/** A push still unfinished after this long has lost its server; another push may take it over. */
const abandonedClaimSeconds = 120;

function pushInProgress() {
  return requestFailed('linear_request_failed', 'This issue is being pushed to Linear already.', 409);
}

/** The claim this request holds: a new one, or an abandoned one it took over. */
async function claim(
  context: ServerContext,
  issue: DriftIssueWithRepository,
  input: Input,
): Promise<{ target: LinearIssueTarget; resuming: boolean }> {
  if (issue.linearIssueId) {
    const taken = await reclaimAbandonedLinearIssue(
      context.db,
      issue.organizationId,
      issue.id,
      abandonedClaimSeconds,
    );
    if (!taken?.linearIssueId || !taken.linearTeamId) throw pushInProgress();
    const target = {
      linearIssueId: taken.linearIssueId,
      teamId: taken.linearTeamId,
      projectId: taken.linearProjectId,
    };
    return { target, resuming: true };
  }
  const target = { linearIssueId: randomUUID(), teamId: input.team_id, projectId: input.project_id };
  const claimed = await claimLinearIssue(context.db, issue.organizationId, issue.id, target);
  if (!claimed) throw pushInProgress();
  return { target, resuming: false };
}

/**
 * Creates the drift issue's Linear issue, once. The drift issue is claimed first with an issue id
 * chosen here and handed to Linear's issueCreate, so a second push (or a retry after a lost answer)
 * finds the claim and returns the same Linear issue instead of creating another.
 */
export async function pushDriftIssueToLinear(
  context: ServerContext,
  scope: OrganizationScope,
  input: Input,
): Promise<LinearIssueCreateResponse> {
  const { organizationId } = scope;
  const issue = await requireDriftIssue(context, { organizationId, idOrKey: input.drift_issue_id });
  if (!(await hasFeature(context, organizationId, 'linear_sync'))) throw forbidden();
  if (issue.linearIssueUrl) {
    return { ...(await syncLinearIssue(context, organizationId, issue.id)), created: false };
  }
  const { target, resuming } = await claim(context, issue, input);
  const text = describeDriftForLinear(issue, context.config.publicUrl);
  let created: Awaited<ReturnType<typeof createLinearIssueOnce>>;
  try {
    created = await createLinearIssueOnce(context, organizationId, target, text, resuming);
  } catch (error) {
    // A 4xx means Linear refused (or was never asked): nothing was created and the issue can be
    // pushed again at once. Otherwise the claim stays, and a later push resumes it under the same id.
    if (error instanceof AppError && error.status < 500) {
      await releaseLinearIssueClaim(context.db, organizationId, issue.id, target.linearIssueId);
    }
    throw error;
  }
  const saved: DriftIssueRow | undefined = await saveLinearIssueState(context.db, target.linearIssueId, {
    url: created.url,
    status: created.state,
    teamId: created.teamId ?? target.teamId,
    projectId: created.projectId ?? target.projectId,
  });
  if (!saved) throw new Error('The Linear link was not saved');
  await insertDriftIssueActivity(context.db, [
    {
      organizationId,
      issueId: issue.id,
      kind: 'tracker_pushed',
      actorUserId: scope.user.id,
      actorName: scope.user.name,
      details: { tracker: 'Linear', externalKey: created.identifier, externalUrl: created.url },
    },
  ]);
  await announceIssueUpdates(context, { organizationId, rows: [saved] });
  const { teamId: _team, projectId: _project, ...linearIssue } = created;
  return {
    success: true,
    created: true,
    issue: linearIssue,
    mapping: toLinearMapping({ ...saved, linearIssueId: target.linearIssueId }),
  };
}
