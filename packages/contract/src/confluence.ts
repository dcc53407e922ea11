import { z } from 'zod';
import { timestampSchema } from './common.js';
import { integrationSchema } from './integrations.js';

/** A Confluence Cloud page id: digits, as the v2 API writes them. */
export const confluencePageIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'Not a Confluence page id');

/**
 * `POST /api/integrations/confluence/token`: connects Confluence Cloud with an Atlassian API token
 * and the account's email (basic auth against the site), for servers without the OAuth app.
 */
export const connectConfluenceTokenRequestSchema = z.strictObject({
  /** The site, e.g. https://acme.atlassian.net (a /wiki suffix is accepted). */
  siteUrl: z.url({
    protocol: /^https?$/,
    message: 'Enter the site URL, e.g. https://acme.atlassian.net',
  }),
  email: z.email('Enter the email of the Atlassian account').trim().max(320),
  apiToken: z.string('Enter the API token').trim().min(1, 'Enter the API token').max(1000),
});
export type ConnectConfluenceTokenRequest = z.input<typeof connectConfluenceTokenRequestSchema>;

export const connectConfluenceTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  integration: integrationSchema,
});
export type ConnectConfluenceTokenResponse = z.infer<typeof connectConfluenceTokenResponseSchema>;

/** `GET /api/integrations/confluence/spaces?cursor=`: the spaces the connection can read. */
export const confluenceSpacesQuerySchema = z.object({
  cursor: z.string().trim().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(250).default(100),
});

export const confluenceSpaceSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  url: z.string().nullable(),
});
export type ConfluenceSpace = z.infer<typeof confluenceSpaceSchema>;

export const confluenceSpacesResponseSchema = z.object({
  spaces: z.array(confluenceSpaceSchema),
  /** Pass as `cursor` for the next page of results; null on the last. */
  next_cursor: z.string().nullable(),
});
export type ConfluenceSpacesResponse = z.infer<typeof confluenceSpacesResponseSchema>;

/** `GET /api/integrations/confluence/pages?space_id=&cursor=`: a space's pages. */
export const confluencePagesQuerySchema = z.object({
  space_id: z.coerce
    .number('Choose a space')
    .int('Not a Confluence space id')
    .positive('Not a Confluence space id'),
  cursor: z.string().trim().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(250).default(100),
});

export const confluencePageSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  spaceId: z.string(),
  /** The parent page's id, or null for a page at the top of its space. */
  parentId: z.string().nullable(),
  lastEditedTime: timestampSchema,
  version: z.number().int(),
});
export type ConfluencePage = z.infer<typeof confluencePageSchema>;

export const confluencePagesResponseSchema = z.object({
  pages: z.array(confluencePageSchema),
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});
export type ConfluencePagesResponse = z.infer<typeof confluencePagesResponseSchema>;
