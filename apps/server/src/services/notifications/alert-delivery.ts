import { z } from 'zod';
import { notificationEventKinds } from './compose-notification.js';

/** One alert to one channel: a scan's event, or a day's digest. */
export const alertDeliverySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('scan'),
    channelId: z.uuid(),
    scanId: z.uuid(),
    event: z.enum(notificationEventKinds),
    createdIssueIds: z.array(z.uuid()),
    resolvedIssueIds: z.array(z.uuid()),
    /** How many times a provider's Retry-After already put this delivery off. */
    deferrals: z.number().int().min(0).default(0),
  }),
  z.object({
    kind: z.literal('digest'),
    channelId: z.uuid(),
    /** The UTC day, YYYY-MM-DD. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    deferrals: z.number().int().min(0).default(0),
  }),
]);
export type AlertDelivery = z.input<typeof alertDeliverySchema>;

/** The idempotency key stored with the alert: the same delivery never goes out twice. */
export function alertDeliveryKey(delivery: AlertDelivery): string {
  return delivery.kind === 'scan'
    ? `scan:${delivery.scanId}:${delivery.event}:${delivery.channelId}`
    : `digest:${delivery.channelId}:${delivery.day}`;
}
