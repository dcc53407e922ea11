import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { driftIssueStatusSchema, driftSeveritySchema } from './drift-issues.js';
import { scanStatusSchema } from './scans.js';

/**
 * Server-Sent Events of one organization. EventSource cannot send headers, so the client first
 * trades its bearer token for a short-lived stream ticket (POST /api/live/ticket) and opens
 * /api/live/events?ticket=... . A ticket is signed, lasts 60 seconds, only opens the stream, and
 * never is the bearer token itself, so URLs in logs and browser history leak nothing lasting.
 */
export const liveTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresAt: timestampSchema,
  /** Where to open the EventSource, ticket included. */
  url: z.string(),
});
export type LiveTicketResponse = z.infer<typeof liveTicketResponseSchema>;

export const liveEventsQuerySchema = z.object({
  ticket: z.string('A stream ticket is required').min(1, 'A stream ticket is required').max(500),
});

const scanFields = { scanId: idSchema, repositoryId: idSchema, at: timestampSchema };

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scan.started'), ...scanFields, commitSha: z.string().nullable() }),
  z.object({
    type: z.literal('scan.progress'),
    ...scanFields,
    phase: z.string(),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    type: z.literal('scan.finished'),
    ...scanFields,
    status: scanStatusSchema,
    issuesCreated: z.number().int(),
    issuesRedetected: z.number().int(),
    issuesResolved: z.number().int(),
    error: z.string().nullable(),
  }),
  z.object({
    type: z.literal('issue.created'),
    issueId: idSchema,
    key: z.string(),
    repositoryId: idSchema,
    severity: driftSeveritySchema,
    at: timestampSchema,
  }),
  z.object({
    type: z.literal('issue.updated'),
    issueId: idSchema,
    key: z.string(),
    repositoryId: idSchema,
    status: driftIssueStatusSchema,
    at: timestampSchema,
  }),
  z.object({ type: z.literal('repository.updated'), repositoryId: idSchema, at: timestampSchema }),
  /** A doc source's sync ("Syncing n of m pages", m growing as child pages are found), then its check. */
  z.object({
    type: z.literal('doc_source.progress'),
    docSourceId: idSchema,
    phase: z.enum(['syncing', 'scanning']),
    done: z.number().int(),
    total: z.number().int(),
    at: timestampSchema,
  }),
  z.object({
    type: z.literal('doc_source.finished'),
    docSourceId: idSchema,
    status: z.enum(['ok', 'error']),
    at: timestampSchema,
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** Every live event name, read from the schema so the list cannot miss one. */
export const liveEventTypes: readonly LiveEventType[] = liveEventSchema.options.map(
  (option) => option.shape.type.value,
);
