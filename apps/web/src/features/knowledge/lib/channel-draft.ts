import {
  type CreateDocSourceNotificationChannelRequest,
  createDocSourceNotificationChannelRequestSchema,
  type DocSourceEvent,
  type DocSourceNotificationChannel,
  type NotificationChannelType,
} from '@driftwatch/contract';

export interface ChannelDraft {
  type: NotificationChannelType;
  target: string;
  events: DocSourceEvent[];
}

export const docSourceEventLabels: Record<DocSourceEvent, string> = {
  driftDetected: 'Drift detected',
  criticalDrift: 'Critical drift',
  scanCompleted: 'Scan completed',
  scanFailed: 'Scan failed',
  syncFailed: 'Sync failed',
};

export const channelTypeLabels: Record<NotificationChannelType, string> = {
  email: 'Email',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  webhook: 'Webhook',
};

function requestOf(draft: ChannelDraft): CreateDocSourceNotificationChannelRequest {
  const base = { type: draft.type, events: draft.events, active: true };
  if (draft.type === 'email') return { ...base, emails: draft.target };
  if (draft.type === 'slack') return { ...base, channels: [draft.target.trim().replace(/^#/, '')] };
  return { ...base, webhookUrl: draft.target.trim() };
}

/** The request for a draft, or the first problem the contract finds (shown under the field). */
export function parseChannelDraft(
  draft: ChannelDraft,
): { request: CreateDocSourceNotificationChannelRequest } | { problem: string } {
  const result = createDocSourceNotificationChannelRequestSchema.safeParse(requestOf(draft));
  if (result.success) return { request: requestOf(draft) };
  return { problem: result.error.issues[0]?.message ?? 'Please check the channel.' };
}

/** Where a channel delivers, as one line. */
export function channelTarget(channel: DocSourceNotificationChannel): string {
  if (channel.type === 'email') return channel.emails.join(', ');
  if (channel.type === 'slack') return channel.channels.map((name) => `#${name}`).join(', ');
  return channel.webhookUrl ?? '';
}
