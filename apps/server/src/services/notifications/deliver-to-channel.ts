import type { NotificationChannelRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { openSecret } from '../repositories/seal-secret.js';
import type { Notification } from './compose-notification.js';
import { deliverWebhook } from './deliver-webhook.js';

/** What the alert history shows as the target: addresses, channels, or the webhook's host. */
export function describeTarget(channel: NotificationChannelRow): string {
  if (channel.type === 'email') return channel.emails.join(', ');
  if (channel.type === 'webhook') {
    try {
      return channel.webhookUrl ? new URL(channel.webhookUrl).host : '';
    } catch {
      return '';
    }
  }
  return channel.channels.map((name) => `#${name}`).join(', ');
}

/** Sends one notification through one channel; throws with a readable message when it fails. */
export async function deliverToChannel(
  context: ServerContext,
  channel: NotificationChannelRow,
  notification: Notification,
): Promise<void> {
  switch (channel.type) {
    case 'email':
      for (const to of channel.emails) {
        await context.mailer.send({ to, subject: notification.subject, text: notification.text });
      }
      return;
    case 'webhook': {
      if (!channel.webhookUrl || !channel.webhookSecretEncrypted)
        throw new Error('The webhook channel has no URL.');
      await deliverWebhook(context.webhooks, {
        url: channel.webhookUrl,
        secret: openSecret(context.config.secretKey, channel.webhookSecretEncrypted),
        event: notification.event,
        payload: notification.payload,
      });
      return;
    }
    case 'slack':
      throw new Error('Slack delivery needs the Slack integration, which is not connected.');
    case 'teams':
      throw new Error('Microsoft Teams delivery needs the Teams integration, which is not connected.');
  }
}
