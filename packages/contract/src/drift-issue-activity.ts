import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { driftIssueStatusSchema } from './drift-issues.js';

/**
 * What can happen to a drift issue. `reopened` is a regression: a scan still found the drift after
 * it had been resolved. `tracker_pushed` is the issue sent to a tracker such as Linear.
 */
export const driftIssueActivityKinds = [
  'detected',
  'status_changed',
  'reopened',
  'comment_added',
  'alert_sent',
  'alert_failed',
  'tracker_pushed',
] as const;
export const driftIssueActivityKindSchema = z.enum(driftIssueActivityKinds);
export type DriftIssueActivityKind = z.infer<typeof driftIssueActivityKindSchema>;

export const driftIssueActivitySchema = z.object({
  id: idSchema,
  kind: driftIssueActivityKindSchema,
  /** Who: a person, or the scanner with a null id. */
  actor: z.object({ id: idSchema.nullable(), name: z.string() }),
  from_status: driftIssueStatusSchema.nullable(),
  to_status: driftIssueStatusSchema.nullable(),
  /** The scanned commit of a detection, a re-opening or a resolution by the scanner. */
  commit_sha: z.string().nullable(),
  /** Why: the resolution given with a status change, a comment's text, a failed alert's error. */
  note: z.string().nullable(),
  /** Alerts: channel type (email, webhook, ...), event (drift_detected, resolved, ...) and target. */
  alert: z.object({ type: z.string(), event: z.string(), target: z.string() }).nullable(),
  /** Tracker pushes: the tracker, the issue's key there and its page. */
  tracker: z.object({ name: z.string(), key: z.string(), url: z.string().nullable() }).nullable(),
  created_at: timestampSchema,
});
export type DriftIssueActivity = z.infer<typeof driftIssueActivitySchema>;

/** Oldest first: the newest 500 entries of the issue's history. */
export const driftIssueActivityResponseSchema = z.object({ activity: z.array(driftIssueActivitySchema) });
export type DriftIssueActivityResponse = z.infer<typeof driftIssueActivityResponseSchema>;
