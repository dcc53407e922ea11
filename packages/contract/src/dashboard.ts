import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { driftIssueActivityKindSchema } from './drift-issue-activity.js';
import { driftIssueStatusSchema, driftSeveritySchema } from './drift-issues.js';
import { alertStatuses, notificationChannelTypeSchema } from './notification-channels.js';
import {
  driftStatusSchema,
  repositoryProviderSchema,
  repositoryStatusSchema,
  scheduleTypeSchema,
} from './repositories.js';
import { scanStatusSchema, scanTriggerSchema } from './scans.js';

const count = z.number().int().nonnegative();

/** Issues open or in progress, per severity. */
const openBySeveritySchema = z.object({ critical: count, high: count, medium: count, low: count });
export type OpenBySeverity = z.infer<typeof openBySeveritySchema>;

/** The Monitoring overview cards: the organization's health in one answer, read from kept counts. */
export const dashboardStatsResponseSchema = z.object({
  issues: z.object({
    total: count,
    /** Open or in progress: the drift someone still has to act on. */
    open: count,
    critical_high: count,
    resolved: count,
    /** Ignored or marked false positive. */
    dismissed: count,
    open_by_severity: openBySeveritySchema,
  }),
  repositories: z.object({
    connected: count,
    monitored: count,
    paused: count,
    error: count,
    /** Repositories whose last scan found drift. */
    with_drift: count,
  }),
  scans: z.object({
    /** Queued or running now. */
    active: count,
    failed_last_7_days: count,
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsResponseSchema>;

export const dashboardActivityLimitMax = 100;
const activityLimitMessage = `limit must be between 1 and ${dashboardActivityLimitMax}`;

export const dashboardActivityQuerySchema = z.object({
  limit: z.coerce
    .number(activityLimitMessage)
    .int(activityLimitMessage)
    .min(1, activityLimitMessage)
    .max(dashboardActivityLimitMax, activityLimitMessage)
    .default(20),
  /** The `next_cursor` of the previous page; absent for the newest entries. */
  cursor: z
    .string()
    .regex(
      /^\d{1,20}_[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/,
      'cursor must be a next_cursor from a previous page',
    )
    .optional(),
});
export type DashboardActivityQuery = z.input<typeof dashboardActivityQuerySchema>;

const activityRepositorySchema = z.object({ id: idSchema, name: z.string() });

/** A person's or the scanner's change to one issue (scans' own detections are summed in their scan entry). */
const issueActivityEntrySchema = z.object({
  type: z.literal('issue'),
  id: idSchema,
  at: timestampSchema,
  kind: driftIssueActivityKindSchema,
  actor_name: z.string(),
  from_status: driftIssueStatusSchema.nullable(),
  to_status: driftIssueStatusSchema.nullable(),
  note: z.string().nullable(),
  issue: z.object({ id: idSchema, key: z.string(), title: z.string(), severity: driftSeveritySchema }),
  repository: activityRepositorySchema,
});

const scanActivityEntrySchema = z.object({
  type: z.literal('scan'),
  id: idSchema,
  at: timestampSchema,
  status: scanStatusSchema,
  trigger: scanTriggerSchema,
  commit_sha: z.string().nullable(),
  issues_created: count.nullable(),
  issues_resolved: count.nullable(),
  error: z.string().nullable(),
  repository: activityRepositorySchema,
});

export const dashboardActivityEntrySchema = z.discriminatedUnion('type', [
  issueActivityEntrySchema,
  scanActivityEntrySchema,
]);
export type DashboardActivityEntry = z.infer<typeof dashboardActivityEntrySchema>;

export const dashboardActivityResponseSchema = z.object({
  /** Newest first. */
  entries: z.array(dashboardActivityEntrySchema),
  /** Pass as `cursor` for the next older page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type DashboardActivity = z.infer<typeof dashboardActivityResponseSchema>;

export const dashboardRepositoryHealthSchema = z.object({
  id: idSchema,
  name: z.string(),
  full_name: z.string(),
  provider: repositoryProviderSchema,
  status: repositoryStatusSchema,
  status_message: z.string().nullable(),
  drift_status: driftStatusSchema.nullable(),
  schedule: scheduleTypeSchema,
  /** When the scheduler queues the next scan; null for on-push and paused repositories. */
  next_scan_at: timestampSchema.nullable(),
  last_scan: z
    .object({
      id: idSchema,
      status: scanStatusSchema,
      at: timestampSchema,
      finished_at: timestampSchema.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  open: count,
  open_by_severity: openBySeveritySchema,
});
export type DashboardRepositoryHealth = z.infer<typeof dashboardRepositoryHealthSchema>;

export const dashboardRepositoriesResponseSchema = z.object({
  /** Most open critical and high drift first, then by name. */
  repositories: z.array(dashboardRepositoryHealthSchema),
});
export type DashboardRepositories = z.infer<typeof dashboardRepositoriesResponseSchema>;

export const dashboardNotificationSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  type: notificationChannelTypeSchema,
  event: z.string(),
  target: z.string(),
  status: z.enum(alertStatuses),
  error: z.string().nullable(),
  issue_count: count,
  repository: activityRepositorySchema.nullable(),
});
export type DashboardNotification = z.infer<typeof dashboardNotificationSchema>;

export const dashboardNotificationsResponseSchema = z.object({
  /** The newest deliveries and failures, newest first. */
  notifications: z.array(dashboardNotificationSchema),
  sent_last_7_days: count,
  failed_last_7_days: count,
});
export type DashboardNotifications = z.infer<typeof dashboardNotificationsResponseSchema>;
