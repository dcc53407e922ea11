import type { ConnectCodeHostTokenResponse } from '@driftwatch/contract';
import { findIntegration, saveConnectedIntegration } from '@driftwatch/db';
import type { OrganizationScope } from '../../../auth/request-scope.js';
import { requestFailed, validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { sealIntegrationSecret } from '../../integrations/integration-secret.js';
import { toIntegration } from '../../integrations/to-integration.js';
import { createGitlabClient } from './create-gitlab-client.js';
import { gitlabStatus } from './gitlab-failure.js';

/**
 * Connects the organization's GitLab with an access token: GitLab must accept it (the current
 * user call) before it is stored, sealed. Works without the OAuth application configured.
 */
export async function connectGitlabToken(
  context: ServerContext,
  { scope, token }: { scope: Pick<OrganizationScope, 'organizationId' | 'userId'>; token: string },
): Promise<ConnectCodeHostTokenResponse> {
  const client = createGitlabClient(context.config.gitlab.url, token);
  let user: Awaited<ReturnType<typeof client.Users.showCurrentUser>>;
  try {
    user = await client.Users.showCurrentUser();
  } catch (error) {
    const status = gitlabStatus(error);
    if (status === 401 || status === 403) {
      throw validationFailed([
        {
          path: 'token',
          message: `${context.config.gitlab.url} refused this token. Use a token with the api scope.`,
        },
      ]);
    }
    context.logger.warn({ err: error }, 'GitLab could not be reached to check a token');
    throw requestFailed(
      'service_unavailable',
      `GitLab at ${context.config.gitlab.url} could not be reached.`,
      503,
    );
  }
  const row = await saveConnectedIntegration(context.db, {
    organizationId: scope.organizationId,
    platform: 'gitlab',
    // Not the user's id: one GitLab account may serve several organizations, and an external id
    // names something only one organization may hold (a GitHub App installation).
    externalId: null,
    teamName: new URL(context.config.gitlab.url).host,
    username: user.username,
    userEmail: typeof user.email === 'string' ? user.email : null,
    avatar: typeof user.avatar_url === 'string' ? user.avatar_url : null,
    scopes: [],
    secretEncrypted: sealIntegrationSecret(context.config.secretKey, { accessToken: token }),
    connectedByUserId: scope.userId,
  });
  const saved = await findIntegration(context.db, scope.organizationId, row.id);
  if (!saved) throw new Error('The GitLab integration was not saved');
  return { success: true, message: 'GitLab connected', integration: toIntegration(saved) };
}
