import { z } from 'zod';

const installationId = z.coerce
  .number('installation_id must be a number')
  .int('installation_id must be a whole number')
  .positive('installation_id must be positive')
  .max(Number.MAX_SAFE_INTEGER);

/** What the /install/github page sends: GitHub's installation_id and the state the install link carried. */
export const saveGithubInstallationRequestSchema = z.strictObject({
  installation_id: installationId,
  state: z
    .string('The install link carried no state')
    .trim()
    .min(1, 'The install link carried no state')
    .max(200),
});
export type SaveGithubInstallationRequest = z.input<typeof saveGithubInstallationRequestSchema>;

export const githubInstallationSchema = z.object({
  installation_id: z.number().int(),
  /** The GitHub account (organization or user) the App is installed on. */
  account: z.string(),
  repository_count: z.number().int(),
});

export const saveGithubInstallationResponseSchema = z.object({
  success: z.literal(true),
  installation: githubInstallationSchema,
});
export type SaveGithubInstallationResponse = z.infer<typeof saveGithubInstallationResponseSchema>;

export const githubInstalledQuerySchema = z.object({ installation_id: installationId });

/** Whether the organization has this installation saved (connected). */
export const githubInstalledResponseSchema = z.object({
  installed: z.boolean(),
  installation: githubInstallationSchema.nullable(),
});
export type GithubInstalledResponse = z.infer<typeof githubInstalledResponseSchema>;

export const githubWebhookResponseSchema = z.object({
  /** False for a delivery already handled (a redelivery), which changes nothing. */
  accepted: z.boolean(),
});
