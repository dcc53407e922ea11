import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { connectSourceSchema } from './integrations.js';

/** Whether pushing to Linear can work: a current connection and the server's OAuth settings. */
export const linearStatusResponseSchema = z.object({
  connected: z.boolean(),
  /** connected, broken (Linear refused the token; connect again) or null when never connected. */
  status: z.enum(['connected', 'broken']).nullable(),
  /** Environment variables this server lacks before Linear can be connected. */
  missing_config: z.array(z.string()),
});
export type LinearStatusResponse = z.infer<typeof linearStatusResponseSchema>;

export const linearOauthInitiateRequestSchema = z
  .strictObject({ source: connectSourceSchema.default('integrations') })
  .default({ source: 'integrations' });

export const linearTeamSchema = z.object({ id: z.string(), name: z.string(), key: z.string() });
export type LinearTeam = z.infer<typeof linearTeamSchema>;
export const linearTeamsResponseSchema = z.object({ teams: z.array(linearTeamSchema) });
export type LinearTeamsResponse = z.infer<typeof linearTeamsResponseSchema>;

export const linearProjectsQuerySchema = z.strictObject({
  team_id: z.string().trim().min(1, 'Choose a team').max(100, 'Choose a team'),
});
/** state is Linear's project status type: active, or backlog, planned, paused, completed, canceled. */
export const linearProjectSchema = z.object({ id: z.string(), name: z.string(), state: z.string() });
export type LinearProject = z.infer<typeof linearProjectSchema>;
export const linearProjectsResponseSchema = z.object({ projects: z.array(linearProjectSchema) });
export type LinearProjectsResponse = z.infer<typeof linearProjectsResponseSchema>;

export const linearIssueCreateRequestSchema = z.strictObject({
  drift_issue_id: idSchema,
  team_id: z.string().trim().min(1, 'Choose a team').max(100, 'Choose a team'),
  /** Empty or null: no project. */
  project_id: z
    .string()
    .trim()
    .max(100, 'Choose a project')
    .nullish()
    .transform((value) => value || null),
});
export type LinearIssueCreateRequest = z.input<typeof linearIssueCreateRequestSchema>;

/** The drift issue's link to its Linear issue. */
export const linearIssueMappingSchema = z.object({
  drift_issue_id: idSchema,
  linear_issue_id: z.string(),
  linear_issue_url: z.string().nullable(),
  linear_status: z.string().nullable(),
  team_id: z.string().nullable(),
  project_id: z.string().nullable(),
  linear_sync_at: timestampSchema.nullable(),
});
export type LinearIssueMapping = z.infer<typeof linearIssueMappingSchema>;

export const linearIssueSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  url: z.string(),
  state: z.string().nullable(),
  priority: z.number().int(),
});
export type LinearIssue = z.infer<typeof linearIssueSchema>;

export const linearIssueCreateResponseSchema = z.object({
  success: z.literal(true),
  /** False when the drift issue was already in Linear: the existing issue, nothing created. */
  created: z.boolean(),
  issue: linearIssueSchema,
  mapping: linearIssueMappingSchema,
});
export type LinearIssueCreateResponse = z.infer<typeof linearIssueCreateResponseSchema>;

/** The drift issue whose Linear issue to read again. */
export const linearIssueSyncParamsSchema = z.object({ id: idSchema });
export const linearIssueSyncResponseSchema = z.object({
  success: z.literal(true),
  issue: linearIssueSchema,
  mapping: linearIssueMappingSchema,
});
export type LinearIssueSyncResponse = z.infer<typeof linearIssueSyncResponseSchema>;

export const linearWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** False for a delivery already applied, or one about nothing Driftwatch tracks. */
  applied: z.boolean(),
});
