import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { slackConnectionSchema } from './integrations.js';

export const notificationChannelTypes = ['slack', 'email', 'webhook', 'teams'] as const;
export const notificationChannelTypeSchema = z.enum(notificationChannelTypes);
export type NotificationChannelType = z.infer<typeof notificationChannelTypeSchema>;

/** Event ids of the Add Alert dialog. */
export const notificationEvents = ['drift_detected', 'scan_completed', 'scan_failed'] as const;
/** Every event id a channel may hold: the dialog's ids plus the names the display list uses. */
export const notificationEventIds = [
  ...notificationEvents,
  'driftDetected',
  'resolved',
  'criticalDrift',
  'scanCompleted',
  'scanFailed',
] as const;
export const notificationEventSchema = z.enum(notificationEventIds, {
  message: `Use one of: ${notificationEventIds.join(', ')}`,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const notificationChannelSchema = z.object({
  id: idSchema,
  /** API paths address a channel by its index within its repository or by its id; both are accepted. */
  index: z.number().int(),
  type: notificationChannelTypeSchema,
  channels: z.array(z.string()),
  emails: z.array(z.string()),
  webhookUrl: z.string().nullable(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** Why the newest delivery failed in a way only a person can fix (an archived Slack channel, a removed Teams webhook). */
  lastError: z.string().nullable(),
  lastErrorAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

const missingTarget = 'Please enter a target for notifications.';
const emailPattern = z.regexes.email;

/** Splits "a@x.com, b@x.com" (the dialog's email target) into trimmed, lower-cased addresses. */
export function splitEmailList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(','));
  return parts.map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
}

/** True for https URLs; the server also refuses hosts that resolve to private addresses. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Credentials in a URL end up in logs and alert history; deliveries authenticate with the signature instead. */
function hasCredentials(value: string): boolean {
  const url = new URL(value);
  return url.username !== '' || url.password !== '';
}

/** The fields every channel request shares; doc sources reuse them with their own events. */
export const channelFields = {
  type: notificationChannelTypeSchema,
  events: z
    .array(notificationEventSchema, 'Please select at least one event to monitor.')
    .min(1, 'Please select at least one event to monitor.')
    .max(10),
  active: z.boolean().default(true),
  /** Slack channel names (entered without #) or ids from the channel picker. */
  channels: z.array(z.string().trim().max(200)).max(20).optional(),
  /** Email addresses; a single string may hold several separated by commas. */
  emails: z.union([z.string().max(2000), z.array(z.string().max(254)).max(50)]).optional(),
  /** The webhook's URL, or a Microsoft Teams incoming webhook (Workflows or connector) URL. */
  webhookUrl: z.string().trim().max(2000).optional(),
};

/** Checks that the type's own target is present and well-formed. */
export function checkTarget(
  value: {
    type?: NotificationChannelType | undefined;
    channels?: string[] | undefined;
    emails?: string | string[] | undefined;
    webhookUrl?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (value.type === 'email') {
    const emails = splitEmailList(value.emails ?? []);
    if (emails.length === 0) context.addIssue({ code: 'custom', path: ['emails'], message: missingTarget });
    const invalid = emails.find((email) => !emailPattern.test(email));
    if (invalid)
      context.addIssue({
        code: 'custom',
        path: ['emails'],
        message: `${invalid} is not a valid email address`,
      });
  } else if (value.type === 'webhook') {
    if (!value.webhookUrl) context.addIssue({ code: 'custom', path: ['webhookUrl'], message: missingTarget });
    else if (!isHttpsUrl(value.webhookUrl))
      context.addIssue({
        code: 'custom',
        path: ['webhookUrl'],
        message: 'The webhook URL must be a valid HTTPS URL',
      });
    else if (hasCredentials(value.webhookUrl))
      context.addIssue({
        code: 'custom',
        path: ['webhookUrl'],
        message: 'The webhook URL must not contain a user name or password',
      });
  } else if (value.type === 'teams') {
    if (!value.webhookUrl) context.addIssue({ code: 'custom', path: ['webhookUrl'], message: missingTarget });
    else if (!isHttpsUrl(value.webhookUrl))
      context.addIssue({
        code: 'custom',
        path: ['webhookUrl'],
        message: 'The Teams webhook URL must be a valid HTTPS URL',
      });
  } else if (value.type === 'slack') {
    const names = (value.channels ?? []).map((name) => name.replace(/^#/, '')).filter((name) => name !== '');
    if (names.length === 0) context.addIssue({ code: 'custom', path: ['channels'], message: missingTarget });
  }
}

export const createNotificationChannelRequestSchema = z.strictObject(channelFields).superRefine(checkTarget);
export type CreateNotificationChannelRequest = z.input<typeof createNotificationChannelRequestSchema>;

/** Editing a channel keeps its type; the target fields of that type are checked again. */
export const updateNotificationChannelRequestSchema = z
  .strictObject({
    ...channelFields,
    type: notificationChannelTypeSchema.optional(),
    events: channelFields.events.optional(),
    active: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.type) checkTarget(value, context);
  });
export type UpdateNotificationChannelRequest = z.input<typeof updateNotificationChannelRequestSchema>;

export const notificationChannelListResponseSchema = z.object({
  channels: z.array(notificationChannelSchema),
});
export type NotificationChannelListResponse = z.infer<typeof notificationChannelListResponseSchema>;

export const notificationChannelResponseSchema = z.object({
  channel: notificationChannelSchema,
  /**
   * Webhook channels only, and only in the answer that creates the channel: the key of the
   * X-Driftwatch-Signature HMAC-SHA256 header. It is stored encrypted and never shown again.
   */
  signingSecret: z.string().optional(),
});
export type NotificationChannelResponse = z.infer<typeof notificationChannelResponseSchema>;

/** A channel is addressed by its id or by its index within the repository (0-based). */
export const notificationChannelParamsSchema = z.object({
  id: idSchema,
  channelId: z.union([idSchema, z.string().regex(/^\d{1,4}$/)]),
});

export const testNotificationResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type TestNotificationResponse = z.infer<typeof testNotificationResponseSchema>;

export const availableChannelsResponseSchema = z.object({
  /** Channel types that can be added now: email and webhook always, Slack and Teams once connected. */
  types: z.array(notificationChannelTypeSchema),
  channels: z.object({
    slack: z.array(z.object({ id: z.string(), name: z.string(), private: z.boolean() })),
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  /** Why `channels.slack` is empty when Slack cannot list channels (not connected, broken, not configured). */
  slackConnection: slackConnectionSchema,
});
export type AvailableChannelsResponse = z.infer<typeof availableChannelsResponseSchema>;

export const alertStatuses = ['sent', 'failed'] as const;

export const alertSchema = z.object({
  id: idSchema,
  type: notificationChannelTypeSchema,
  event: z.string(),
  target: z.string(),
  status: z.enum(alertStatuses),
  error: z.string().nullable(),
  channelId: idSchema.nullable(),
  scanId: idSchema.nullable(),
  issueIds: z.array(idSchema),
  sentAt: timestampSchema,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;
