import { createHash } from 'node:crypto';
import {
  claimLinearWebhookDelivery,
  findCurrentIntegration,
  findDriftIssueByLinearIssue,
  saveLinearIssueState,
  unlinkLinearIssue,
} from '@driftwatch/db';
import { LinearWebhookClient } from '@linear/sdk/webhooks';
import { z } from 'zod';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from '../drift-issues/announce-issue-updates.js';

const issueEventSchema = z.object({
  action: z.string(),
  type: z.string(),
  organizationId: z.string(),
  data: z.object({
    id: z.string(),
    url: z.string().optional(),
    teamId: z.string().optional(),
    projectId: z.string().nullish(),
    state: z.object({ name: z.string() }).nullish(),
  }),
});

export interface LinearDelivery {
  body: Buffer;
  signature: string | undefined;
  /** Linear-Delivery: the id Linear keeps when it redelivers. */
  deliveryId: string | undefined;
}

/**
 * Checks the Linear-Signature header (HMAC-SHA256 of the raw body with the webhook secret) and the
 * signed webhookTimestamp (within a minute, so a captured delivery cannot be replayed later).
 */
function verifiedPayload(context: ServerContext, delivery: LinearDelivery): unknown {
  const secret = context.config.linear.webhookSecret;
  if (!secret) {
    throw requestFailed(
      'provider_not_configured',
      'Linear webhooks are not configured on this server: set LINEAR_WEBHOOK_SECRET.',
      409,
    );
  }
  if (!delivery.signature) throw requestFailed('bad_request', 'A signed Linear webhook is required.', 401);
  try {
    return new LinearWebhookClient(secret).parseData(delivery.body, delivery.signature);
  } catch (error) {
    const stale = error instanceof Error && error.message.includes('timestamp');
    throw requestFailed(
      'bad_request',
      stale
        ? 'The Linear webhook timestamp is missing or more than a minute away.'
        : 'The Linear signature does not match this webhook.',
      401,
    );
  }
}

/**
 * Applies a verified Issue webhook to the drift issue linked to that Linear issue: its state name
 * becomes linear_status, a deleted issue unlinks it. Each delivery is applied once, and only when it
 * comes from the Linear workspace the drift issue's organization connected.
 */
export async function applyLinearWebhook(
  context: ServerContext,
  delivery: LinearDelivery,
): Promise<{ applied: boolean }> {
  const payload = issueEventSchema.safeParse(verifiedPayload(context, delivery));
  if (!payload.success || payload.data.type !== 'Issue') return { applied: false };
  const event = payload.data;
  const driftIssue = await findDriftIssueByLinearIssue(context.db, event.data.id);
  if (!driftIssue?.linearIssueUrl) return { applied: false };
  const { organizationId } = driftIssue;
  const connected = await findCurrentIntegration(context.db, organizationId, 'linear');
  if (connected?.integration.externalId !== event.organizationId) return { applied: false };
  const deliveryId = delivery.deliveryId ?? createHash('sha256').update(delivery.body).digest('hex');
  const saved = await context.db.transaction(async (tx) => {
    if (!(await claimLinearWebhookDelivery(tx, deliveryId))) return null;
    if (event.action === 'remove') {
      await unlinkLinearIssue(tx, event.data.id);
      return { ...driftIssue, linearIssueId: null };
    }
    return saveLinearIssueState(tx, event.data.id, {
      url: event.data.url ?? driftIssue.linearIssueUrl ?? '',
      status: event.data.state?.name ?? driftIssue.linearStatus,
      teamId: event.data.teamId ?? driftIssue.linearTeamId,
      projectId: event.data.projectId === undefined ? driftIssue.linearProjectId : event.data.projectId,
    });
  });
  if (!saved) return { applied: false };
  await announceIssueUpdates(context, { organizationId, rows: [saved] });
  return { applied: true };
}
