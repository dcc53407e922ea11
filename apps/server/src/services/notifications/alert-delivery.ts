import { z } from 'zod';
import { notificationEventKinds } from './compose-notification.js';

/** One alert to one channel: a scan's event, a doc source's event, or a day's digest. */
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
    kind: z.literal('source'),
    channelId: z.uuid(),
    docSourceId: z.uuid(),
    /** When the source's sync or scan started (ISO 8601): one run's alerts go out once. */
    runId: z.string().max(40),
    event: z.enum(notificationEventKinds),
    issueIds: z.array(z.uuid()),
    /** What went wrong, for scan_failed and sync_failed. */
    error: z.string().max(2000).nullable(),
    /** Repositories checked and open issues after the run, for scan_completed. */
    repositoryCount: z.number().int().min(0).default(0),
    openIssues: z.number().int().min(0).default(0),
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
  if (delivery.kind === 'scan') return `scan:${delivery.scanId}:${delivery.event}:${delivery.channelId}`;
  if (delivery.kind === 'source')
    return `source:${delivery.docSourceId}:${delivery.runId}:${delivery.event}:${delivery.channelId}`;
  return `digest:${delivery.channelId}:${delivery.day}`;
}
