import type { SetupStateResponse, SetupStep } from '@driftwatch/contract';
import { findPrimaryMembership, findSetupState } from '@driftwatch/db';
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
  };
}

/** Without an organization the wizard is at the team step; otherwise the organization's saved step. */
export async function getSetupState(
  context: ServerContext,
  authentication: Authentication,
): Promise<SetupStateResponse> {
  const membership = await findPrimaryMembership(context.db, authentication.user.id);
  if (!membership) return describeSetupState(context, 'team', null);
  const state = await findSetupState(context.db, membership.organizationId);
  return describeSetupState(context, state?.currentStep ?? 'github_app', membership.organizationId);
}
