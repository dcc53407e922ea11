import { randomUUID } from 'node:crypto';
import type { LinearIssueCreateResponse, linearIssueCreateRequestSchema } from '@driftwatch/contract';
import {
  claimLinearIssue,
  insertDriftIssueActivity,
  releaseLinearIssueClaim,
  saveLinearIssueState,
} from '@driftwatch/db';
import { AuthenticationLinearError, LinearError, NetworkLinearError } from '@linear/sdk';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { forbidden, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { hasFeature } from '../billing/has-feature.js';
import { announceIssueUpdates } from '../drift-issues/announce-issue-updates.js';
import { requireDriftIssue } from '../drift-issues/require-drift-issue.js';
import { callLinear } from './call-linear.js';
import { describeDriftForLinear } from './describe-drift-for-linear.js';
import { type ReadLinearIssue, readLinearIssue } from './read-linear-issue.js';
import { syncLinearIssue } from './sync-linear-issue.js';
import { toLinearMapping } from './to-linear-mapping.js';

type Input = z.output<typeof linearIssueCreateRequestSchema>;

/** Whether Linear may have created the issue although the call failed (the answer was lost). */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof LinearError) || error instanceof NetworkLinearError;
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
  if (issue.linearIssueId) {
    if (!issue.linearIssueUrl) {
      throw requestFailed('linear_request_failed', 'This issue is being pushed to Linear already.', 409);
    }
    const synced = await syncLinearIssue(context, organizationId, issue.id);
    return { ...synced, created: false };
  }
  const linearIssueId = randomUUID();
  const claimed = await claimLinearIssue(context.db, organizationId, issue.id, {
    linearIssueId,
    teamId: input.team_id,
    projectId: input.project_id,
  });
  if (!claimed) {
    throw requestFailed('linear_request_failed', 'This issue is being pushed to Linear already.', 409);
  }
  const text = describeDriftForLinear(issue, context.config.publicUrl);
  let created: ReadLinearIssue;
  try {
    created = await callLinear(context, organizationId, async (linear) => {
      try {
        await linear.createIssue({
          id: linearIssueId,
          teamId: input.team_id,
          ...(input.project_id ? { projectId: input.project_id } : {}),
          ...text,
        });
      } catch (error) {
        if (error instanceof AuthenticationLinearError || !outcomeUnknown(error)) throw error;
        context.logger.warn({ err: error, linearIssueId }, 'Linear did not answer issueCreate; reading it');
      }
      return readLinearIssue(linear, linearIssueId);
    });
  } catch (error) {
    await releaseLinearIssueClaim(context.db, organizationId, issue.id, linearIssueId);
    throw error;
  }
  const saved = await saveLinearIssueState(context.db, linearIssueId, {
    url: created.url,
    status: created.state,
    teamId: created.teamId ?? input.team_id,
    projectId: created.projectId ?? input.project_id,
  });
  if (!saved?.linearIssueId) throw new Error('The Linear link was not saved');
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
    mapping: toLinearMapping({ ...saved, linearIssueId: saved.linearIssueId }),
  };
}
