import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';

/** Provisional: replaced by the doc-sources contract of the notion branch when it merges. */
export const docSourceProviders = ['notion', 'confluence', 'sharepoint'] as const;
export const docSourceProviderSchema = z.enum(docSourceProviders);
export type DocSourceProvider = z.infer<typeof docSourceProviderSchema>;

export const docScheduleTypes = ['daily', 'weekly', 'custom'] as const;
export const docScheduleSchema = z.object({
  type: z.enum(docScheduleTypes).default('daily'),
  customCron: z.string().trim().max(100).nullable().optional(),
});
export type DocSchedule = z.infer<typeof docScheduleSchema>;

export const docSourceSchema = z.object({
  id: idSchema,
  name: z.string(),
  provider: docSourceProviderSchema,
  scope: z.object({ pageIds: z.array(z.string()) }),
  schedule: docScheduleSchema,
  lastSyncAt: timestampSchema.nullable(),
  status: z.string(),
});
export type DocSource = z.infer<typeof docSourceSchema>;

export const docSourceListResponseSchema = z.object({ docSources: z.array(docSourceSchema) });

export const createDocSourceRequestSchema = z.object({
  provider: docSourceProviderSchema,
  name: z.string().trim().min(1).max(200),
  scope: z.object({ pageIds: z.array(z.string()).min(1) }),
  schedule: docScheduleSchema,
});
export type CreateDocSourceRequest = z.input<typeof createDocSourceRequestSchema>;
export const createDocSourceResponseSchema = z.object({ id: idSchema, docSource: docSourceSchema });

export const updateDocSourceRequestSchema = z.object({
  scope: z.object({ pageIds: z.array(z.string()).min(1) }),
});
export type UpdateDocSourceRequest = z.input<typeof updateDocSourceRequestSchema>;
export const docSourceResponseSchema = z.object({ docSource: docSourceSchema });

export const scanDocSourceResponseSchema = z.object({ repositories: z.number(), issues_found: z.number() });

export const docSourceRepositoriesResponseSchema = z.object({
  repositories: z.array(z.object({ id: idSchema, name: z.string(), fullName: z.string() })),
});

export const notionPageSchema = z.object({ id: z.string(), title: z.string() });
export type NotionPage = z.infer<typeof notionPageSchema>;
export const notionPagesResponseSchema = z.object({ pages: z.array(notionPageSchema) });

export const docSourceRoutes = {
  list: '/api/doc-sources',
  docSource: '/api/doc-sources/:id',
  scan: '/api/doc-sources/:id/scan',
  repositories: '/api/doc-sources/:id/repositories',
  channels: '/api/doc-sources/:id/notification-channels',
  channel: '/api/doc-sources/:id/notification-channels/:channelId',
  notionPages: '/api/integrations/notion/pages',
} as const;
