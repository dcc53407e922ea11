import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { driftIssueStatusSchema, driftSeveritySchema } from './drift-issues.js';
import { scanStatusSchema } from './scans.js';

/**
 * Server-Sent Events of one organization. EventSource cannot send headers, so this one route takes
 * the bearer token as the `access_token` query parameter (see docs/decisions on live updates).
 */
export const liveRoutes = { events: '/api/live/events' } as const;

export const liveEventsQuerySchema = z.object({
  access_token: z.string().min(1).max(200).optional(),
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
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
