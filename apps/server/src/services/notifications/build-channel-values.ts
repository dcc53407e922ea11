import { randomBytes } from 'node:crypto';
import { type NotificationChannelType, splitEmailList } from '@driftwatch/contract';
import type { NewNotificationChannel } from '@driftwatch/db';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { sealSecret } from '../repositories/seal-secret.js';
import { assertWebhookTarget, WebhookRefusedError } from './post-https-json.js';
import { isAllowedTeamsHost } from './teams/is-allowed-teams-host.js';

export interface ChannelTarget {
  type: NotificationChannelType;
  channels?: string[] | undefined;
  emails?: string | string[] | undefined;
  webhookUrl?: string | undefined;
}

export interface ChannelTargetValues {
  values: Pick<
    NewNotificationChannel,
    'type' | 'channels' | 'emails' | 'webhookUrl' | 'webhookSecretEncrypted'
  >;
  /** The webhook signing key, returned once to the caller that created the channel. */
  signingSecret: string | undefined;
}

/**
 * A Teams webhook URL carries its own authorization (the connector path or the Workflows `sig`), so
 * it is stored sealed; the channel shows only its host.
 */
function sealTeamsUrl(
  context: ServerContext,
  url: string,
  fieldPrefix: string,
): Pick<NewNotificationChannel, 'webhookUrl' | 'webhookSecretEncrypted'> {
  const field = `${fieldPrefix}webhookUrl`;
  // The API shows a saved Teams URL as `https://host/…`; sent back, it would overwrite the real one.
  if (url.endsWith('/…'))
    throw validationFailed([
      { path: field, message: 'Paste the full Teams webhook URL; a saved one is shown by its host only.' },
    ]);
  let parsed: URL;
  try {
    parsed = new URL(url);
    assertWebhookTarget(context.webhooks, url);
  } catch {
    throw validationFailed([{ path: field, message: 'The Teams webhook URL must be a valid HTTPS URL' }]);
  }
  if (!isAllowedTeamsHost(context.config.teamsWebhookHosts, parsed.hostname))
    throw validationFailed([
      {
        path: field,
        message: `Paste the webhook URL from a Teams Workflow or connector; ${parsed.hostname} is not a Microsoft Teams webhook host.`,
      },
    ]);
  return {
    webhookUrl: `${parsed.origin}/…`,
    webhookSecretEncrypted: sealSecret(context.config.secretKey, url),
  };
}

/** Normalises a channel's target for storage; webhooks get a fresh signing key. */
export function buildChannelTarget(
  context: ServerContext,
  target: ChannelTarget,
  fieldPrefix = '',
): ChannelTargetValues {
  const base = {
    type: target.type,
    channels: [] as string[],
    emails: [] as string[],
    webhookUrl: null,
    webhookSecretEncrypted: null,
  };
  switch (target.type) {
    case 'email':
      return {
        values: { ...base, emails: [...new Set(splitEmailList(target.emails ?? []))] },
        signingSecret: undefined,
      };
    case 'webhook': {
      const url = target.webhookUrl ?? '';
      try {
        assertWebhookTarget(context.webhooks, url);
      } catch (error) {
        const message =
          error instanceof WebhookRefusedError ? error.message : 'The webhook URL must be a valid HTTPS URL';
        throw validationFailed([{ path: `${fieldPrefix}webhookUrl`, message }]);
      }
      const secret = randomBytes(32).toString('base64url');
      return {
        values: {
          ...base,
          webhookUrl: url,
          webhookSecretEncrypted: sealSecret(context.config.secretKey, secret),
        },
        signingSecret: secret,
      };
    }
    case 'teams':
      return {
        values: { ...base, ...sealTeamsUrl(context, target.webhookUrl ?? '', fieldPrefix) },
        signingSecret: undefined,
      };
    case 'slack':
      return {
        values: {
          ...base,
          channels: (target.channels ?? [])
            .map((name) => name.trim().replace(/^#/, ''))
            .filter((name) => name !== ''),
        },
        signingSecret: undefined,
      };
  }
}

/** The PUT config dialog sends one free-text target per channel; this reads it per type. */
export function targetFromText(type: NotificationChannelType, text: string): ChannelTarget {
  if (type === 'email') return { type, emails: text };
  if (type === 'webhook' || type === 'teams') return { type, webhookUrl: text.trim() };
  return { type, channels: text.split(',') };
}
