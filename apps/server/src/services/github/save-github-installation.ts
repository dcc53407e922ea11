import type { SaveGithubInstallationResponse } from '@driftwatch/contract';
import {
  findInstallationOwner,
  findMembership,
  recordAuditEvent,
  replaceCodeHostRepositories,
  saveConnectedIntegration,
  saveSetupStep,
  takeOauthState,
} from '@driftwatch/db';
import { RequestError } from '@octokit/request-error';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { findUserSetupStep } from '../setup/get-setup-state.js';
import { createGithubApp } from './create-github-app.js';
import { listInstallationRepositories } from './list-installation-repositories.js';
import { requireGithubApp } from './require-github-app.js';

function installationClaimed() {
  return requestFailed(
    'installation_claimed',
    'This GitHub App installation is already connected to another Driftwatch organization.',
    409,
  );
}

/**
 * Saves the installation GitHub sent the browser back with. The state the install link carried
 * proves this person, in this organization, started the install; GitHub confirms the installation
 * exists; an installation already held by another organization is refused. Its repositories
 * become available at once, and the setup wizard moves past its GitHub step.
 */
export async function saveGithubInstallation(
  context: ServerContext,
  input: { userId: string; organizationId: string; installationId: number; state: string },
): Promise<SaveGithubInstallationResponse> {
  const config = requireGithubApp(context);
  const saved = await takeOauthState(context.db, hashToken(input.state), 'github', context.clock.now());
  if (
    saved?.userId !== input.userId ||
    saved.organizationId !== input.organizationId ||
    !(await findMembership(context.db, input.organizationId, input.userId))
  ) {
    throw requestFailed(
      'invalid_token',
      'This install link has expired or was started by someone else. Start the installation again from Driftwatch.',
      400,
    );
  }
  const externalId = String(input.installationId);
  const owner = await findInstallationOwner(context.db, 'github_app', externalId);
  if (owner && owner.organizationId !== input.organizationId) throw installationClaimed();
  const app = createGithubApp(config);
  let account: { login: string; avatar: string | null };
  try {
    const { data } = await app.octokit.request('GET /app/installations/{installation_id}', {
      installation_id: input.installationId,
    });
    const login = data.account && 'login' in data.account ? data.account.login : data.account?.name;
    account = { login: login ?? externalId, avatar: data.account?.avatar_url ?? null };
  } catch (error) {
    if (error instanceof RequestError && error.status === 404)
      throw requestFailed(
        'installation_not_found',
        'GitHub does not know this installation of the App.',
        404,
      );
    throw error;
  }
  let integration: Awaited<ReturnType<typeof saveConnectedIntegration>>;
  try {
    integration = await saveConnectedIntegration(context.db, {
      organizationId: input.organizationId,
      platform: 'github_app',
      externalId,
      teamName: account.login,
      username: account.login,
      userEmail: null,
      avatar: account.avatar,
      scopes: [],
      secretEncrypted: null,
      connectedByUserId: input.userId,
    });
  } catch (error) {
    // Claimed by another organization between the check and the save: the unique index decides.
    const now = await findInstallationOwner(context.db, 'github_app', externalId);
    if (now && now.organizationId !== input.organizationId) throw installationClaimed();
    throw error;
  }
  const repositories = await listInstallationRepositories(app, input.installationId);
  await replaceCodeHostRepositories(
    context.db,
    { organizationId: input.organizationId, integrationId: integration.id, provider: 'github' },
    repositories,
  );
  await recordAuditEvent(context.db, {
    action: 'integration.connected',
    organizationId: input.organizationId,
    actorUserId: input.userId,
    targetType: 'integration',
    targetId: integration.id,
    metadata: { platform: 'github_app', externalId },
  });
  const setup = await findUserSetupStep(context.db, input.userId);
  if (setup.organizationId === input.organizationId && setup.step === 'github_app')
    await saveSetupStep(context.db, input.organizationId, 'integrations');
  return {
    success: true,
    installation: {
      installation_id: input.installationId,
      account: account.login,
      repository_count: repositories.length,
    },
  };
}
