import type { NotificationChannelRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { openSecret } from '../repositories/seal-secret.js';
import type { Notification } from './compose-notification.js';
import { deliverWebhook } from './deliver-webhook.js';
import { DeliveryError } from './delivery-error.js';
import { buildEmailMessage } from './messages/build-email-message.js';
import { buildSlackMessage } from './messages/build-slack-message.js';
import { buildTeamsCard } from './messages/build-teams-card.js';
import { WebhookRefusedError } from './post-https-json.js';
import { postSlackMessage } from './slack/post-slack-message.js';
import { postTeamsMessage } from './teams/post-teams-message.js';

/** What the alert history shows as the target: addresses, channels, or the webhook's host. */
export function describeTarget(channel: NotificationChannelRow): string {
  if (channel.type === 'email') return channel.emails.join(', ');
  if (channel.type === 'webhook' || channel.type === 'teams') {
    try {
      return channel.webhookUrl ? new URL(channel.webhookUrl).host : '';
    } catch {
      return '';
    }
  }
  return channel.channels.map((name) => `#${name}`).join(', ');
}

/**
 * The parts of a delivery that already got it: email addresses or Slack channel names. Parts are
 * added as each one is sent, and those already in it are skipped, so a retry after a partial
 * failure reaches only the rest.
 */
export type DeliveredParts = Set<string>;

async function deliverByType(
  context: ServerContext,
  channel: NotificationChannelRow,
  notification: Notification,
  delivered: DeliveredParts,
): Promise<void> {
  switch (channel.type) {
    case 'email':
      for (const to of channel.emails) {
        if (delivered.has(to)) continue;
        await context.mailer.send(buildEmailMessage(notification.content, to));
        delivered.add(to);
      }
      return;
    case 'webhook': {
      if (!channel.webhookUrl || !channel.webhookSecretEncrypted)
        throw new DeliveryError('The webhook channel has no URL.', { retryable: false, showOnChannel: true });
      await deliverWebhook(context.webhooks, {
        url: channel.webhookUrl,
        secret: openSecret(context.config.secretKey, channel.webhookSecretEncrypted),
        event: notification.event,
        payload: notification.payload,
      });
      return;
    }
    case 'slack':
      await postSlackMessage(
        context,
        channel.organizationId,
        channel.channels,
        buildSlackMessage(notification.content),
        delivered,
      );
      return;
    case 'teams': {
      // The Teams URL carries its own authorization, so it is stored sealed like a secret.
      if (!channel.webhookSecretEncrypted)
        throw new DeliveryError('The Teams channel has no webhook URL.', {
          retryable: false,
          showOnChannel: true,
        });
      await postTeamsMessage(
        context.webhooks,
        context.config.teamsWebhookHosts,
        openSecret(context.config.secretKey, channel.webhookSecretEncrypted),
        buildTeamsCard(notification.content),
      );
      return;
    }
  }
}

/**
 * Sends one notification through one channel, skipping the parts in `delivered` and adding those it
 * reaches; throws a DeliveryError that says whether to retry.
 */
export async function deliverToChannel(
  context: ServerContext,
  channel: NotificationChannelRow,
  notification: Notification,
  delivered: DeliveredParts = new Set(),
): Promise<void> {
  try {
    await deliverByType(context, channel, notification, delivered);
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    if (error instanceof WebhookRefusedError)
      throw new DeliveryError(error.message, { retryable: false, showOnChannel: true });
    const message =
      channel.type === 'email'
        ? 'The email could not be sent.'
        : error instanceof Error
          ? error.message
          : 'Delivery failed';
    throw new DeliveryError(message, { retryable: true });
  }
}
