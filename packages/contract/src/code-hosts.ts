import { z } from 'zod';
import { integrationSchema } from './integrations.js';

/** Code hosts that connect with an access token as well as through OAuth. */
export const tokenCodeHosts = ['gitlab', 'bitbucket'] as const;
export const tokenCodeHostSchema = z.enum(tokenCodeHosts, {
  message: `Use one of: ${tokenCodeHosts.join(', ')}`,
});
export type TokenCodeHost = z.infer<typeof tokenCodeHostSchema>;

export const codeHostParamsSchema = z.object({ host: tokenCodeHostSchema });

export const connectCodeHostTokenRequestSchema = z.strictObject({
  /**
   * GitLab: a personal, group or project access token with the api scope. Bitbucket: a repository
   * or workspace access token, or an API token (with `username`). Checked with the provider before
   * it is stored (encrypted).
   */
  token: z.string('Enter the access token').trim().min(1, 'Enter the access token').max(1000),
  /**
   * Bitbucket API tokens only: the Atlassian account's email, which Bitbucket takes with the token
   * in Basic auth. Left out for access tokens, which are bearer tokens.
   */
  username: z.string().trim().min(1).max(320).optional(),
  /**
   * Bitbucket repository, project and workspace access tokens only: the workspace they belong to.
   * Such tokens act as no user, so Bitbucket lists their repositories by workspace.
   */
  workspace: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Give the workspace as it appears in its URL, e.g. acme')
    .optional(),
});
export type ConnectCodeHostTokenRequest = z.input<typeof connectCodeHostTokenRequestSchema>;

export const connectCodeHostTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  integration: integrationSchema,
});
export type ConnectCodeHostTokenResponse = z.infer<typeof connectCodeHostTokenResponseSchema>;

/** What a code host's webhook delivery gets back: how many scans it queued (0 for a replay). */
export const codeHostWebhookResponseSchema = z.object({
  received: z.boolean(),
  queued: z.number().int(),
});
export type CodeHostWebhookResponse = z.infer<typeof codeHostWebhookResponseSchema>;
