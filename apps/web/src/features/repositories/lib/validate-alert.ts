import type { CreateNotificationChannelRequest, NotificationChannelType } from '@driftwatch/contract';
import { splitPatterns } from './split-patterns';

export interface AlertDraft {
  type: NotificationChannelType;
  target: string;
  events: string[];
  active: boolean;
}

export type AlertCheck =
  | { ok: true; payload: CreateNotificationChannelRequest }
  | { ok: false; title: string; description: string };

const eventIds = ['drift_detected', 'scan_completed', 'scan_failed'] as const;
type DialogEvent = (typeof eventIds)[number];
function isDialogEvent(value: string): value is DialogEvent {
  return (eventIds as readonly string[]).includes(value);
}

/**
 * The Add Alert dialog's checks, in the order it reports them, and the request it sends: an email target
 * may hold several addresses separated by commas; a Slack or Teams channel is entered without #.
 */
export function validateAlert(draft: AlertDraft): AlertCheck {
  const target = draft.target.trim();
  if (target === '') {
    return {
      ok: false,
      title: 'Missing Information',
      description: 'Please enter a target for notifications.',
    };
  }
  const events = draft.events.filter(isDialogEvent);
  if (events.length === 0) {
    return {
      ok: false,
      title: 'No Events Selected',
      description: 'Please select at least one event to monitor.',
    };
  }
  const base = { type: draft.type, events, active: draft.active };
  if (draft.type === 'email') return { ok: true, payload: { ...base, emails: target } };
  if (draft.type === 'webhook') return { ok: true, payload: { ...base, webhookUrl: target } };
  return {
    ok: true,
    payload: { ...base, channels: splitPatterns(target).map((name) => name.replace(/^#/, '')) },
  };
}
