import type { SlackEventsResponse } from '@driftwatch/contract';
import { markWorkspaceIntegrationsBroken } from '@driftwatch/db';
import { z } from 'zod';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

const slackEnvelopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('url_verification'), challenge: z.string().min(1).max(500) }),
  z.object({
    type: z.literal('event_callback'),
    team_id: z.string().min(1),
    event: z.object({
      type: z.string(),
      tokens: z
        .object({ oauth: z.array(z.string()).optional(), bot: z.array(z.string()).optional() })
        .optional(),
    }),
  }),
  // Other envelopes (app_rate_limited) need no action; they are acknowledged.
  z.object({ type: z.literal('app_rate_limited') }),
]);

const uninstalledReason =
  'The Driftwatch app was uninstalled from this Slack workspace. Connect Slack again to send alerts.';
const tokensRevokedReason =
  "Slack revoked Driftwatch's access to this workspace. Connect Slack again to send alerts.";

/** Which Slack event breaks the workspace's integration, and why; undefined when none does. */
function breakingReason(event: { type: string; tokens?: { bot?: string[] | undefined } | undefined }) {
  if (event.type === 'app_uninstalled') return uninstalledReason;
  // Driftwatch holds a bot token only; a user token revoked on its own leaves the bot working.
  if (event.type === 'tokens_revoked' && (event.tokens?.bot?.length ?? 0) > 0) return tokensRevokedReason;
  return undefined;
}

/**
 * Applies one verified Events API request. Marking broken is idempotent, so Slack's retries of the
 * same event (X-Slack-Retry-Num) change nothing more.
 */
export async function applySlackEvent(context: ServerContext, body: Buffer): Promise<SlackEventsResponse> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw validationFailed([{ path: 'body', message: 'Must be a JSON Slack event' }]);
  }
  const parsed = slackEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message })),
    );
  }
  const envelope = parsed.data;
  if (envelope.type === 'url_verification') return { challenge: envelope.challenge };
  if (envelope.type === 'event_callback') {
    const reason = breakingReason(envelope.event);
    if (reason) {
      const broken = await markWorkspaceIntegrationsBroken(context.db, 'slack', envelope.team_id, reason);
      context.logger.warn(
        { team: envelope.team_id, event: envelope.event.type, integrations: broken.length },
        'Slack event marked integrations broken',
      );
    }
  }
  return { ok: true };
}
