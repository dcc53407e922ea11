import type { WebhookPolicy } from '../../../server-context.js';
import { DeliveryError } from '../delivery-error.js';
import type { TeamsMessage } from '../messages/build-teams-card.js';
import { postHttpsJson } from '../post-https-json.js';
import { isAllowedTeamsHost } from './is-allowed-teams-host.js';

/**
 * Posts an Adaptive Card to a Teams incoming webhook. Workflows answer 202, connectors 200; a
 * webhook that was removed answers 400, 403, 404 or 410, which only a new URL fixes.
 */
export async function postTeamsMessage(
  policy: WebhookPolicy,
  allowedHosts: readonly string[],
  url: string,
  message: TeamsMessage,
): Promise<void> {
  // Checked again at send time: the allowed hosts may have been narrowed since the channel was saved.
  if (!isAllowedTeamsHost(allowedHosts, new URL(url).hostname))
    throw new DeliveryError('The Teams webhook host is not one this server allows (TEAMS_WEBHOOK_HOSTS).', {
      retryable: false,
      showOnChannel: true,
    });
  const answer = await postHttpsJson(policy, url, JSON.stringify(message), {
    'user-agent': 'Driftwatch-Teams/1',
  });
  if (answer.status >= 200 && answer.status < 300) return;
  if (answer.status === 429 || answer.status >= 500)
    throw new DeliveryError(`Microsoft Teams answered with HTTP ${answer.status}.`, {
      retryable: true,
      retryAfterSeconds: answer.retryAfterSeconds,
    });
  throw new DeliveryError(
    `Microsoft Teams refused the message (HTTP ${answer.status}). The webhook may have been removed; paste a new webhook URL.`,
    { retryable: false, showOnChannel: true },
  );
}
