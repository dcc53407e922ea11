import type { SetupStateResponse, SetupStep } from '@driftwatch/contract';
import { type Database, findOrganizationById, findPrimaryMembership, findSetupState } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

export function describeSetupState(
  context: ServerContext,
  currentStep: SetupStep,
  organizationId: string | null,
): SetupStateResponse {
  const githubApp = context.config.githubApp;
  return {
    currentStep,
    organization_id: organizationId,
    githubAppConfigured: githubApp !== undefined,
    githubAppInstallUrl: githubApp?.installUrl ?? null,
    githubAppMissingConfig: [...context.config.githubAppMissing],
  };
}

/**
 * Where the wizard stands for this user. Without an organization it is at the team step. The
 * saved steps belong to the organization's creator, who is setting it up; anyone else (who joined
 * by invitation) joins a team that exists already, so for them setup is done and they land in the
 * app, not in someone else's wizard.
 */
export async function findUserSetupStep(
  db: Database,
  userId: string,
): Promise<{ step: SetupStep; organizationId: string | null }> {
  const membership = await findPrimaryMembership(db, userId);
  if (!membership) return { step: 'team', organizationId: null };
  const { organizationId } = membership;
  const organization = await findOrganizationById(db, organizationId);
  if (organization?.createdBy !== userId) return { step: 'done', organizationId };
  const state = await findSetupState(db, organizationId);
  return { step: state?.currentStep ?? 'github_app', organizationId };
}

export async function getSetupState(
  context: ServerContext,
  authentication: Authentication,
): Promise<SetupStateResponse> {
  const { step, organizationId } = await findUserSetupStep(context.db, authentication.user.id);
  return describeSetupState(context, step, organizationId);
}
