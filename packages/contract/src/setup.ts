import { z } from 'zod';

export const setupSteps = ['team', 'github_app', 'integrations', 'done'] as const;
export const setupStepSchema = z.enum(setupSteps);
export type SetupStep = z.infer<typeof setupStepSchema>;

/** Both reading the setup state and advancing a step answer with the (new) state. */
export const setupStateResponseSchema = z.object({
  currentStep: setupStepSchema,
  organization_id: z.uuid().nullable(),
  /** False when the server has no GitHub App: the wizard then offers adding a repository by Git URL. */
  githubAppConfigured: z.boolean(),
  githubAppInstallUrl: z.string().nullable(),
  /** The GitHub App variables this server still lacks (empty when it is configured). */
  githubAppMissingConfig: z.array(z.string()),
});
export type SetupStateResponse = z.infer<typeof setupStateResponseSchema>;

/** The team step is left by creating the organization, so it cannot be advanced here. */
export const advanceSetupRequestSchema = z.strictObject({
  step: z.enum(['github_app', 'integrations']),
  action: z.enum(['next', 'skip']),
});
export type AdvanceSetupRequest = z.input<typeof advanceSetupRequestSchema>;
