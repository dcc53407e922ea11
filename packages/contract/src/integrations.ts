import { z } from 'zod';
import { emailField, idSchema, successMessageSchema, timestampSchema } from './common.js';

/** Every platform an integration record can name. */
export const integrationPlatforms = [
  'github',
  'github_app',
  'gitlab',
  'notion',
  'confluence',
  'sharepoint',
  'slack',
  'teams',
  'linear',
  'email',
  'bitbucket',
] as const;
export const integrationPlatformSchema = z.enum(integrationPlatforms, {
  message: `Use one of: ${integrationPlatforms.join(', ')}`,
});
export type IntegrationPlatform = z.infer<typeof integrationPlatformSchema>;

/**
 * connected: usable. broken: the provider refused the stored token (revoked at the provider, removed
 * app, lost scope); `statusReason` says why and connecting again repairs it. revoked: disconnected
 * here; the record stays as history but its secret is gone.
 */
export const integrationStatuses = ['connected', 'broken', 'revoked'] as const;
export const integrationStatusSchema = z.enum(integrationStatuses);
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** A connection of one organization to one platform. Tokens are never part of it. */
export const integrationSchema = z.object({
  id: idSchema,
  platform: integrationPlatformSchema,
  /** True only while status is connected. */
  connected: z.boolean(),
  status: integrationStatusSchema,
  /** Why the integration is broken or was revoked, e.g. token_revoked; null while connected. */
  statusReason: z.string().nullable(),
  /** The provider account that authorised it (Slack bot user, Linear/Notion/GitHub user). */
  username: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** The provider workspace (Slack team, Notion workspace, Linear organization). */
  teamName: z.string().nullable(),
  /** The provider's id of that workspace (Slack team id T..., Notion workspace id, ...). */
  externalId: z.string().nullable(),
  avatar: z.string().nullable(),
  scopes: z.array(z.string()),
  /** The integration belongs to the organization, not to the person who connected it. */
  organizationLevel: z.boolean(),
  /** The platform can only be connected by an organization (all of ours can). */
  requiresOrg: z.boolean(),
  connectedBy: z.object({ id: idSchema, name: z.string(), email: z.string() }).nullable(),
  /** Email integrations: where alerts go. Empty for other platforms. */
  emails: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  disconnectedAt: timestampSchema.nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationCategories = ['notifications', 'project_management', 'documentation', 'git'] as const;
export const integrationCategorySchema = z.enum(integrationCategories);
export type IntegrationCategory = z.infer<typeof integrationCategorySchema>;

export const catalogueIds = [
  'slack',
  'email',
  'teams',
  'linear',
  'notion',
  'confluence',
  'sharepoint',
  'jira',
  'github_app',
  'gitlab',
  'bitbucket',
] as const;
export const catalogueIdSchema = z.enum(catalogueIds);
export type CatalogueId = z.infer<typeof catalogueIdSchema>;

/**
 * How a card connects: oauth (GET the connect call, send the browser to oauth_url), email (the email
 * setup dialog), webhook (a Teams incoming-webhook URL is pasted on an alert channel), app (the GitHub
 * App install page), none (coming soon).
 */
export const connectMethods = ['oauth', 'email', 'webhook', 'app', 'none'] as const;
export type ConnectMethod = (typeof connectMethods)[number];

export const catalogueEntrySchema = z.object({
  id: catalogueIdSchema,
  name: z.string(),
  description: z.string(),
  category: integrationCategorySchema,
  features: z.array(z.string()),
  comingSoon: z.boolean(),
  connectMethod: z.enum(connectMethods),
  /** False when this server lacks the settings to connect it; `missingConfig` names them. */
  configured: z.boolean(),
  /** Environment variables to set before the platform can connect (empty when configured). */
  missingConfig: z.array(z.string()),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** The organization's current integrations (connected or broken; revoked ones are history) and the catalogue. */
export const integrationListResponseSchema = z.object({
  integrations: z.array(integrationSchema),
  catalogue: z.array(catalogueEntrySchema),
});
export type IntegrationListResponse = z.infer<typeof integrationListResponseSchema>;

export const integrationPlatformParamsSchema = z.object({ platform: integrationPlatformSchema });

export const platformIntegrationResponseSchema = z.object({
  platform: integrationPlatformSchema,
  connected: z.boolean(),
  /** The current (connected or broken) record, null when there is none. */
  integration: integrationSchema.nullable(),
  /** Null for platforms outside the catalogue (github, gitlab). */
  catalogueEntry: catalogueEntrySchema.nullable(),
});
export type PlatformIntegrationResponse = z.infer<typeof platformIntegrationResponseSchema>;

export const integrationParamsSchema = z.object({ id: idSchema });

export const deleteIntegrationResponseSchema = successMessageSchema.extend({
  /** The record as kept: status revoked, connected false. */
  integration: integrationSchema,
});
export type DeleteIntegrationResponse = z.infer<typeof deleteIntegrationResponseSchema>;

export const emailIntegrationSetupRequestSchema = z.strictObject({
  platform: z.literal('email').default('email'),
  primaryEmail: emailField('Please enter a primary email address.'),
  /** Blank rows are dropped before validation. */
  additionalEmails: z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.filter((item) => !(typeof item === 'string' && item.trim() === ''))
          : value,
      z.array(emailField()).max(20, 'Add at most 20 additional email addresses'),
    )
    .default([]),
  connected: z.literal(true).default(true),
});
export type EmailIntegrationSetupRequest = z.input<typeof emailIntegrationSetupRequestSchema>;

export const emailIntegrationSetupResponseSchema = successMessageSchema.extend({
  integration: integrationSchema,
});
export type EmailIntegrationSetupResponse = z.infer<typeof emailIntegrationSetupResponseSchema>;

/** Providers with an OAuth connect flow (google is sign-in only and takes no source). */
export const connectProviders = [
  'slack',
  'linear',
  'notion',
  'github',
  'gitlab',
  'confluence',
  'bitbucket',
] as const;
export const connectProviderSchema = z.enum(connectProviders);
export type ConnectProvider = z.infer<typeof connectProviderSchema>;

/** The screen a connect flow started from; the flow returns to its page (see `connectReturnPages`). */
export const connectSources = ['setup', 'integrations', 'repositories', 'knowledge'] as const;
export const connectSourceSchema = z.enum(connectSources, {
  message: `Use one of: ${connectSources.join(', ')}`,
});
export type ConnectSource = z.infer<typeof connectSourceSchema>;

/** Pages a finished connect flow lands on, with ?success={provider} or ?error={code}. */
export const connectReturnPages = {
  setup: '/setup',
  integrations: '/integrations',
  repositories: '/repositories',
  knowledge: '/knowledge',
} as const satisfies Record<ConnectSource, string>;

/** The `error` values of a connect flow's return, each with the text the return page shows. */
export const oauthReturnErrors = {
  no_code: 'OAuth authorization was cancelled or failed.',
  invalid_state: 'Security validation failed. Please try again.',
  token_exchange_failed: 'Failed to exchange authorization code. Please try again.',
  user_info_failed: 'Failed to retrieve user information. Please try again.',
  save_integration_failed: 'Failed to save integration. Please try again.',
} as const;
export type OauthReturnError = keyof typeof oauthReturnErrors;
export const oauthReturnErrorCodes = Object.keys(oauthReturnErrors) as OauthReturnError[];
/** Shown for an error value that is not one of the codes above. */
export const oauthReturnUnknownErrorMessage = 'Failed to connect integration. Please try again.';
export const oauthReturnErrorTitle = 'Connection Failed';

/**
 * `GET /api/auth/{provider}/connect?source=` answers `{ oauth_url }` (providerConnectResponseSchema);
 * source defaults to integrations.
 */
/**
 * Where the provider sends the browser back (`/api/auth/{provider}/callback`). The server answers
 * with a redirect to the source's page (`connectReturnPages`) carrying ?success or ?error; a state it
 * cannot trust lands on /integrations?error=invalid_state.
 */
export const integrationCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  /** Set by the provider when the person declined (Slack: access_denied). */
  error: z.string().max(200).optional(),
});

/** Extra query values of the signed-out flow, passed along unchanged (e.g. a Slack team hint). */
const oauthFlowParamsSchema = z.record(z.string().max(100), z.string().max(500)).default({});

/** `GET /api/oauth/continue?integration=&source=` for a person who is signed in. */
export const oauthContinueQuerySchema = z
  .object({
    integration: connectProviderSchema,
    source: connectSourceSchema.default('integrations'),
  })
  .catchall(z.string().max(500));
export const oauthContinueResponseSchema = z.object({ oauth_url: z.string() });
export type OauthContinueResponse = z.infer<typeof oauthContinueResponseSchema>;

export const oauthSteps = ['email_check', 'signin', 'signup', 'magic_link_sent'] as const;
export const oauthStepSchema = z.enum(oauthSteps);
export type OauthStep = z.infer<typeof oauthStepSchema>;

export const oauthEmailCheckRequestSchema = z.strictObject({
  email: emailField(),
  integration: connectProviderSchema,
  /** Accepted for links that carry one; the flow does not depend on it. */
  session_token: z.string().max(500).optional(),
});
export type OauthEmailCheckRequest = z.input<typeof oauthEmailCheckRequestSchema>;

/** signin when the address can sign in with a password, signup otherwise (or magic_link_sent). */
export const oauthEmailCheckResponseSchema = z.object({
  step: oauthStepSchema,
  message: z.string(),
});
export type OauthEmailCheckResponse = z.infer<typeof oauthEmailCheckResponseSchema>;

export const oauthSigninRequestSchema = z.strictObject({
  email: emailField(),
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(200),
  integration: connectProviderSchema,
  params: oauthFlowParamsSchema,
});
export type OauthSigninRequest = z.input<typeof oauthSigninRequestSchema>;

/**
 * A session for the browser (store `token` as after sign-in) and where to send it next: the
 * provider's authorize page, or /setup when the account has no organization yet.
 */
export const oauthSigninResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string(),
  oauth_url: z.string(),
});
export type OauthSigninResponse = z.infer<typeof oauthSigninResponseSchema>;

export const oauthSignupRequestSchema = z.strictObject({
  name: z
    .string('Please enter your full name')
    .trim()
    .min(1, 'Please enter your full name')
    .min(2, 'Name must be at least 2 characters long')
    .max(100, 'Name is too long'),
  email: emailField(),
  password: z
    .string('Password must be at least 6 characters long')
    .min(6, 'Password must be at least 6 characters long')
    .max(200, 'Password is too long'),
  integration: connectProviderSchema,
  params: oauthFlowParamsSchema,
});
export type OauthSignupRequest = z.input<typeof oauthSignupRequestSchema>;

/**
 * Always step magic_link_sent with the same message whether or not the address had an account: the
 * person confirms the address from the emailed link, signs in, then connects.
 */
export const oauthSignupResponseSchema = z.object({
  success: z.boolean(),
  step: z.literal('magic_link_sent'),
  message: z.string(),
});
export type OauthSignupResponse = z.infer<typeof oauthSignupResponseSchema>;

/** The Slack part of the available-channels answer when Slack cannot list channels. */
export const slackConnectionStates = ['connected', 'broken', 'not_connected', 'not_configured'] as const;
export const slackConnectionSchema = z.object({
  state: z.enum(slackConnectionStates),
  /** e.g. "Slack is not connected. Connect it on the Integrations page."; null when connected. */
  message: z.string().nullable(),
});
export type SlackConnection = z.infer<typeof slackConnectionSchema>;

/** Slack's Events API: the url_verification handshake echoes the challenge; events are acknowledged. */
export const slackEventsResponseSchema = z.union([
  z.object({ challenge: z.string() }),
  z.object({ ok: z.literal(true) }),
]);
export type SlackEventsResponse = z.infer<typeof slackEventsResponseSchema>;
