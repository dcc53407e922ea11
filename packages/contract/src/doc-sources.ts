import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { channelFields, checkTarget, notificationChannelSchema } from './notification-channels.js';
import { cronExpressionSchema } from './repositories.js';

/** Providers a doc source can read. SharePoint is announced only and cannot be created. */
export const docSourceProviders = ['notion', 'confluence'] as const;
export const docSourceProviderSchema = z.enum(docSourceProviders, {
  message: 'Unsupported provider',
});
export type DocSourceProvider = z.infer<typeof docSourceProviderSchema>;

export const docSourceScheduleTypes = ['daily', 'weekly', 'custom'] as const;
export const docSourceScheduleTypeSchema = z.enum(docSourceScheduleTypes, {
  message: `Use one of: ${docSourceScheduleTypes.join(', ')}`,
});
export type DocSourceScheduleType = z.infer<typeof docSourceScheduleTypeSchema>;

/**
 * idle: never synced or waiting for its schedule. syncing: a sync or scan is running. ok: the last
 * sync succeeded. error: the last sync failed (`lastError` says why: a revoked token, pages gone).
 */
export const docSourceStatuses = ['idle', 'syncing', 'ok', 'error'] as const;
export const docSourceStatusSchema = z.enum(docSourceStatuses);
export type DocSourceStatus = z.infer<typeof docSourceStatusSchema>;

/** Events a doc source's notification channel can subscribe to. */
export const docSourceEvents = [
  'driftDetected',
  'criticalDrift',
  'scanCompleted',
  'scanFailed',
  'syncFailed',
] as const;
export const docSourceEventSchema = z.enum(docSourceEvents, {
  message: `Use one of: ${docSourceEvents.join(', ')}`,
});
export type DocSourceEvent = z.infer<typeof docSourceEventSchema>;

/** A Notion page id: 32 hex digits, with or without the dashes of a UUID. */
export const notionPageIdSchema = z
  .string()
  .trim()
  .regex(
    /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
    'Not a Notion page id',
  );

/** Page ids as the provider names them (Notion page ids; Confluence numeric page ids). */
export const docSourcePageIdSchema = z.string().trim().min(1).max(100);

export const docSourceScopeSchema = z.object({ pageIds: z.array(z.string()) });
export type DocSourceScope = z.infer<typeof docSourceScopeSchema>;

export const docSourceScheduleSchema = z.object({
  type: docSourceScheduleTypeSchema,
  customCron: z.string().nullable(),
});
export type DocSourceSchedule = z.infer<typeof docSourceScheduleSchema>;

const missingNameOrPages = 'Add a name and select at least one page';

export const docSourceScopeInputSchema = z.strictObject({
  pageIds: z
    .array(docSourcePageIdSchema, missingNameOrPages)
    .min(1, missingNameOrPages)
    .max(500, 'Select at most 500 pages'),
});

/** Daily when omitted; a custom schedule needs a valid cron expression. */
export const docSourceScheduleInputSchema = z
  .strictObject({
    type: docSourceScheduleTypeSchema.default('daily'),
    customCron: cronExpressionSchema.nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.type === 'custom' && !value.customCron) {
      context.addIssue({
        code: 'custom',
        path: ['customCron'],
        message: 'Enter a cron expression for a custom schedule',
      });
    }
  });

/** One page of a source as last synced. */
export const docSourcePageSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  lastEditedTime: timestampSchema.nullable(),
  /** Why the page could not be read at the last sync (e.g. it was deleted or unshared); null when fine. */
  error: z.string().nullable(),
});
export type DocSourcePage = z.infer<typeof docSourcePageSchema>;

export const docSourceSchema = z.object({
  id: idSchema,
  name: z.string(),
  provider: docSourceProviderSchema,
  scope: docSourceScopeSchema,
  schedule: docSourceScheduleSchema,
  status: docSourceStatusSchema,
  lastSyncAt: timestampSchema.nullable(),
  /** Why the last sync failed; null after a success. */
  lastError: z.string().nullable(),
  /** The pages of the scope, with titles, as of the last sync (pages never synced have the id as title). */
  pages: z.array(docSourcePageSchema),
  /** Ids of the repositories this source is checked against. */
  repositoryIds: z.array(idSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DocSource = z.infer<typeof docSourceSchema>;

export const docSourceListResponseSchema = z.object({ docSources: z.array(docSourceSchema) });
export type DocSourceListResponse = z.infer<typeof docSourceListResponseSchema>;

export const createDocSourceRequestSchema = z.strictObject({
  provider: docSourceProviderSchema,
  name: z.string(missingNameOrPages).trim().min(1, missingNameOrPages).max(200, 'Name is too long'),
  scope: docSourceScopeInputSchema,
  schedule: docSourceScheduleInputSchema.default({ type: 'daily' }),
  /** Repositories to link right away (the repository card's "Create & Link"). */
  repositoryIds: z.array(idSchema).max(100).optional(),
});
export type CreateDocSourceRequest = z.input<typeof createDocSourceRequestSchema>;

export const createDocSourceResponseSchema = z.object({ id: idSchema, docSource: docSourceSchema });
export type CreateDocSourceResponse = z.infer<typeof createDocSourceResponseSchema>;

/** The Edit dialog sends the scope; name and schedule may change too. */
export const updateDocSourceRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter a name').max(200, 'Name is too long').optional(),
    scope: docSourceScopeInputSchema.optional(),
    schedule: docSourceScheduleInputSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send scope, name or schedule');
export type UpdateDocSourceRequest = z.input<typeof updateDocSourceRequestSchema>;

export const docSourceResponseSchema = z.object({ docSource: docSourceSchema });
export type DocSourceResponse = z.infer<typeof docSourceResponseSchema>;

export const docSourceParamsSchema = z.object({ id: idSchema });

export const deleteDocSourceResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/** One repository's part of a source scan. */
export const docSourceScanRepositorySchema = z.object({
  id: idSchema,
  name: z.string(),
  issues_found: z.number().int(),
  /** Why this repository could not be checked (no clone yet, clone failed); null when checked. */
  error: z.string().nullable(),
});

export const docSourceScanResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The repositories the pages were checked against. */
  repositories: z.array(docSourceScanRepositorySchema),
  /** Open drift issues this source has across those repositories after the scan. */
  issues_found: z.number().int(),
  /** Pages synced in this scan (changed since the last sync) and pages that could not be read. */
  pages_synced: z.number().int(),
  pages_failed: z.number().int(),
});
export type DocSourceScanResponse = z.infer<typeof docSourceScanResponseSchema>;

export const docSourceRepositorySchema = z.object({
  id: idSchema,
  name: z.string(),
  fullName: z.string(),
  linkedAt: timestampSchema,
});
export const docSourceRepositoriesResponseSchema = z.object({
  repositories: z.array(docSourceRepositorySchema),
});
export type DocSourceRepositoriesResponse = z.infer<typeof docSourceRepositoriesResponseSchema>;

/** `GET /api/repositories/{id}/doc-sources` and the answer of linking/unlinking. */
export const repositoryDocSourcesResponseSchema = z.object({ docSources: z.array(docSourceSchema) });
export type RepositoryDocSourcesResponse = z.infer<typeof repositoryDocSourcesResponseSchema>;

/** A source's alert channel: the repository channel's shape, with the source-level events. */
export const docSourceNotificationChannelSchema = notificationChannelSchema;
export type DocSourceNotificationChannel = z.infer<typeof docSourceNotificationChannelSchema>;

export const createDocSourceNotificationChannelRequestSchema = z
  .strictObject({
    ...channelFields,
    events: z
      .array(docSourceEventSchema, 'Please select at least one event to monitor.')
      .min(1, 'Please select at least one event to monitor.')
      .max(10),
  })
  .superRefine(checkTarget);
export type CreateDocSourceNotificationChannelRequest = z.input<
  typeof createDocSourceNotificationChannelRequestSchema
>;

export const docSourceNotificationChannelListResponseSchema = z.object({
  channels: z.array(docSourceNotificationChannelSchema),
});
export const docSourceNotificationChannelResponseSchema = z.object({
  channel: docSourceNotificationChannelSchema,
  /** Webhook channels only, only when created: the key of the X-Driftwatch-Signature header. */
  signingSecret: z.string().optional(),
});

/** A channel is addressed by its index within the source (0-based) or by its id. */
export const docSourceNotificationChannelParamsSchema = z.object({
  id: idSchema,
  channelId: z.union([idSchema, z.string().regex(/^\d{1,4}$/)]),
});

/** `GET /api/integrations/notion/pages?cursor=&query=`: the pages the Notion integration can see. */
export const notionPagesQuerySchema = z.object({
  cursor: z.string().trim().max(200).optional(),
  query: z.string().trim().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(100),
});

export const notionPageSchema = z.object({
  /** The page id with dashes, as Notion's API returns it. */
  id: z.string(),
  title: z.string(),
  url: z.string(),
  lastEditedTime: timestampSchema,
  /** The parent page's id, or null for a page at the workspace's top or in a database. */
  parentId: z.string().nullable(),
  icon: z.string().nullable(),
});
export type NotionPage = z.infer<typeof notionPageSchema>;

export const notionPagesResponseSchema = z.object({
  pages: z.array(notionPageSchema),
  /** Pass as `cursor` for the next page of results; null on the last. */
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});
export type NotionPagesResponse = z.infer<typeof notionPagesResponseSchema>;
