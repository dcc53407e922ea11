import {
  type CreateNotificationChannelRequest,
  createNotificationChannelRequestSchema,
  notificationChannelTypeSchema,
  notificationEventSchema,
} from '@driftwatch/contract';
import { z } from 'zod';
import { splitPatterns } from './split-patterns';

/** The Add Alert dialog's fields: one target box whatever the type, and the chosen events. */
const alertFieldsSchema = z.object({
  type: notificationChannelTypeSchema,
  target: z.string(),
  events: z.array(notificationEventSchema),
  active: z.boolean(),
});
export type AlertForm = z.infer<typeof alertFieldsSchema>;

/** The contract's message for a channel without a target. */
export const missingTargetMessage = 'Please enter a target for notifications.';

/**
 * The request the dialog sends: an email target may hold several addresses separated by commas; a
 * Slack channel is entered without #; a Teams channel is its incoming webhook URL.
 */
export function buildAlertPayload(form: AlertForm): CreateNotificationChannelRequest {
  const target = form.target.trim();
  const base = { type: form.type, events: form.events, active: form.active };
  if (form.type === 'email') return { ...base, emails: target };
  if (form.type === 'webhook' || form.type === 'teams') return { ...base, webhookUrl: target };
  return { ...base, channels: splitPatterns(target).map((name) => name.replace(/^#/, '')) };
}

/**
 * Checks the request the form would send with the contract's own schema, and puts each problem on
 * the field the user typed it in: the type's target (emails, webhookUrl, channels) is the target box.
 */
export const alertFormSchema = alertFieldsSchema.superRefine((form, context) => {
  const checked = createNotificationChannelRequestSchema.safeParse(buildAlertPayload(form));
  if (checked.success) return;
  const seen = new Set<string>();
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'events' ? 'events' : 'target';
    if (seen.has(field)) continue;
    seen.add(field);
    context.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});

/** A stored channel's events as the form holds them; an id this version does not know is dropped. */
export function knownEvents(events: readonly string[]): AlertForm['events'] {
  return events.flatMap((event) => {
    const known = notificationEventSchema.safeParse(event);
    return known.success ? [known.data] : [];
  });
}
