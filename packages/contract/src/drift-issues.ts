import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';

export const driftIssueStatuses = ['open', 'in_progress', 'resolved', 'ignored', 'false_positive'] as const;
export const driftIssueStatusSchema = z.enum(driftIssueStatuses, {
  message: `Use one of: ${driftIssueStatuses.join(', ')}`,
});
export type DriftIssueStatus = z.infer<typeof driftIssueStatusSchema>;

/** Most severe first. */
export const driftSeverities = ['critical', 'high', 'medium', 'low'] as const;
export const driftSeveritySchema = z.enum(driftSeverities, {
  message: `Use one of: ${driftSeverities.join(', ')}`,
});
export type DriftSeverity = z.infer<typeof driftSeveritySchema>;

export const driftCategories = ['external_docs', 'internal_docs', 'code', 'pr', 'security'] as const;

export const affectedFileSchema = z.object({
  path: z.string(),
  functions: z.array(z.string()),
  classes: z.array(z.string()),
  exports: z.array(z.string()),
});
export type AffectedFile = z.infer<typeof affectedFileSchema>;

export const driftIssueMetadataSchema = z.object({
  category: z.string(),
  subtype: z.string(),
  doc_source_type: z.string().nullable(),
  doc_location: z.string().nullable(),
  doc_line: z.number().int().nullable(),
  doc_end_line: z.number().int().nullable(),
  doc_claim: z.string().nullable(),
  code_location: z.string().nullable(),
  code_line: z.number().int().nullable(),
  code_reality: z.string().nullable(),
  actual_implementation: z.string().nullable(),
  notion_page_id: z.string().nullable(),
  ai_suggestion: z.string().nullable(),
  fix_action: z.string().nullable(),
  fix_details: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  confidence: z.number(),
  detection_count: z.number().int(),
  detector_name: z.string(),
  last_detected: timestampSchema,
  issue_fingerprint: z.string(),
  analysis_type: z.string().nullable(),
  identifier: z.string().nullable(),
});

export const alertSentSchema = z.object({ type: z.string(), sent_at: timestampSchema });

export const driftIssueSchema = z.object({
  id: idSchema,
  /** The human key (DRIFT-42); the detail route accepts it as well as the id. */
  drift_id: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  /** The issue type in words, from the engine's subtype and category. */
  type_label: z.string(),
  category: z.string(),
  subtype: z.string(),
  severity: driftSeveritySchema,
  status: driftIssueStatusSchema,
  repository_id: idSchema,
  repository_name: z.string(),
  repository_url: z.string().nullable(),
  /** The commit that introduced the drift; the scanned commit when git could not tell. */
  commit_sha: z.string().nullable(),
  commit_message: z.string().nullable(),
  /** The page of the commit that introduced the drift, when the host has one ("View on GitHub"). */
  commit_url: z.string().nullable(),
  author: z.string().nullable(),
  affected_files: z.array(affectedFileSchema),
  suggestions: z.array(z.string()),
  alerts_sent: z.array(alertSentSchema),
  detection_reason: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  resolved_at: timestampSchema.nullable(),
  resolved_by: z.string().nullable(),
  resolution: z.string().nullable(),
  linear_issue_id: z.string().nullable(),
  linear_issue_url: z.string().nullable(),
  linear_status: z.string().nullable(),
  linear_team_id: z.string().nullable(),
  linear_project_id: z.string().nullable(),
  linear_sync_at: timestampSchema.nullable(),
  /** Category pr: the pull request whose change introduced the drift. */
  pull_request: z.object({ number: z.number().int(), url: z.string() }).nullable(),
  metadata: driftIssueMetadataSchema,
});
export type DriftIssue = z.infer<typeof driftIssueSchema>;

const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional());

export const driftIssueFiltersSchema = z.object({
  repository: allOr(idSchema),
  status: allOr(driftIssueStatusSchema),
  severity: allOr(driftSeveritySchema),
  /** Matches the key, title, description and identifier, case-insensitively. */
  search: allOr(z.string().trim().max(200, 'Search text is too long')),
});

export const driftIssueListQuerySchema = driftIssueFiltersSchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(50),
  offset: z.coerce.number().int().min(0, 'offset cannot be negative').max(1_000_000).default(0),
});
export type DriftIssueListQuery = z.input<typeof driftIssueListQuerySchema>;

/** A row of the issue list: what the list shows, without descriptions, evidence or fixes. */
export const driftIssueListItemSchema = driftIssueSchema
  .pick({
    id: true,
    drift_id: true,
    key: true,
    title: true,
    type_label: true,
    severity: true,
    status: true,
    repository_id: true,
    repository_name: true,
    created_at: true,
  })
  .extend({
    /** How many files the drift concerns. */
    file_count: z.number().int(),
    /** Up to three of the functions, classes and exports it concerns. */
    concerns: z.array(z.string()),
    /** How many distinct names it concerns in all. */
    concern_count: z.number().int(),
  });
export type DriftIssueListItem = z.infer<typeof driftIssueListItemSchema>;

export const driftIssueListResponseSchema = z.object({
  data: z.array(driftIssueListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type DriftIssueListResponse = z.infer<typeof driftIssueListResponseSchema>;

export const driftIssueExportQuerySchema = driftIssueFiltersSchema.extend({
  format: z.enum(['csv', 'json'], { message: 'Use csv or json' }).default('csv'),
});

export const driftIssueStatsQuerySchema = z.object({ repository: allOr(idSchema) });

const count = z.number().int();
const countsByStatus = z.object({
  open: count,
  in_progress: count,
  resolved: count,
  ignored: count,
  false_positive: count,
});
const countsBySeverity = z.object({ critical: count, high: count, medium: count, low: count });

export const driftIssueStatsResponseSchema = z.object({
  repository: idSchema.nullable(),
  total: z.number().int(),
  open: z.number().int(),
  /** Critical and high issues that are still open or in progress (the Critical/High card). */
  critical_high: z.number().int(),
  resolved: z.number().int(),
  by_status: countsByStatus,
  by_severity: countsBySeverity,
});
export type DriftIssueStats = z.infer<typeof driftIssueStatsResponseSchema>;

/** A uuid or a key such as DRIFT-42. */
export const driftIssueParamsSchema = z.object({
  id: z.union([idSchema, z.string().regex(/^DRIFT-\d{1,9}$/i)]),
});

export const updateDriftIssueStatusRequestSchema = z.strictObject({
  status: driftIssueStatusSchema,
  /** Sent by the screens with resolved; the server records its own time. */
  resolved_at: timestampSchema.optional(),
  resolution: z.string().trim().max(2000, 'The resolution is too long').optional(),
});
export type UpdateDriftIssueStatusRequest = z.input<typeof updateDriftIssueStatusRequestSchema>;

export const driftIssueResponseSchema = z.object({ data: driftIssueSchema });
export type DriftIssueResponse = z.infer<typeof driftIssueResponseSchema>;

export const bulkUpdateDriftIssueStatusRequestSchema = z.strictObject({
  issue_ids: z
    .array(idSchema, 'Select at least one issue')
    .min(1, 'Select at least one issue')
    .max(500, 'Update at most 500 issues at once'),
  status: driftIssueStatusSchema,
  resolution: z.string().trim().max(2000).optional(),
});
export type BulkUpdateDriftIssueStatusRequest = z.input<typeof bulkUpdateDriftIssueStatusRequestSchema>;

export const bulkUpdateDriftIssueStatusResponseSchema = z.object({
  success: z.boolean(),
  updated: z.number().int(),
  issue_ids: z.array(idSchema),
});

export const driftIssueCommentSchema = z.object({
  id: idSchema,
  comment: z.string(),
  author: z.object({ id: idSchema.nullable(), name: z.string() }),
  created_at: timestampSchema,
});
export type DriftIssueComment = z.infer<typeof driftIssueCommentSchema>;

export const createDriftIssueCommentRequestSchema = z.strictObject({
  comment: z
    .string('Please enter a comment')
    .trim()
    .min(1, 'Please enter a comment')
    .max(5000, 'The comment is too long'),
});
export const driftIssueCommentResponseSchema = z.object({ comment: driftIssueCommentSchema });
export const driftIssueCommentListResponseSchema = z.object({ comments: z.array(driftIssueCommentSchema) });

export const diffFileSchema = z.object({
  path: z.string(),
  previous_path: z.string().nullable(),
  status: z.string(),
  additions: z.number().int(),
  deletions: z.number().int(),
  language: z.string().nullable(),
  patch: z.string(),
  binary: z.boolean(),
  patch_truncated: z.boolean(),
});

/** The issue's diff: the files the issue's commit changed, compared with its first parent. */
export const driftIssueDiffResponseSchema = z.object({
  commit_sha: z.string(),
  parent_sha: z.string().nullable(),
  repository_url: z.string().nullable(),
  commit_url: z.string().nullable(),
  commit_message: z.string(),
  author: z.string(),
  /** When the author made the change (a rebase keeps it; committed_at moves). */
  authored_at: timestampSchema,
  committed_at: timestampSchema,
  files: z.array(diffFileSchema),
  truncated: z.boolean(),
});
export type DriftIssueDiff = z.infer<typeof driftIssueDiffResponseSchema>;

export const concernKindSchema = z.enum(['function', 'class', 'export']);

export const diffLineSchema = z.object({
  type: z.enum(['added', 'removed', 'context']),
  content: z.string(),
  old_number: z.number().int().nullable(),
  new_number: z.number().int().nullable(),
  /** True when the line mentions one of the issue's concerns (the viewer's CONCERN flag). */
  concern: z.boolean(),
});

export const diffHunkSchema = z.object({
  header: z.string(),
  old_start: z.number().int(),
  old_lines: z.number().int(),
  new_start: z.number().int(),
  new_lines: z.number().int(),
  lines: z.array(diffLineSchema),
});

/** The diff split into hunks and lines, with the functions, classes and exports the drift involves. */
export const structuredDiffResponseSchema = driftIssueDiffResponseSchema.omit({ files: true }).extend({
  concerns: z.array(z.object({ name: z.string(), kind: concernKindSchema, path: z.string() })),
  files: z.array(
    diffFileSchema.omit({ patch: true }).extend({
      hunks: z.array(diffHunkSchema),
      concerns: z.array(z.string()),
    }),
  ),
  stats: z.object({ files: z.number().int(), additions: z.number().int(), deletions: z.number().int() }),
});
export type StructuredDiff = z.infer<typeof structuredDiffResponseSchema>;

/** The export file's name, by format. */
export const driftIssueExportFileNames = {
  csv: 'drift-issues-export.csv',
  json: 'drift-issues-export.json',
} as const;
