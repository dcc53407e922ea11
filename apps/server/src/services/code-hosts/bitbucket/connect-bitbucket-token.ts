import type { ConnectCodeHostTokenResponse } from '@driftwatch/contract';
import { findIntegration, saveConnectedIntegration } from '@driftwatch/db';
import { bitbucketStatus } from '@driftwatch/integrations/bitbucket';
import type { OrganizationScope } from '../../../auth/request-scope.js';
import { requestFailed, validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { sealIntegrationSecret } from '../../integrations/integration-secret.js';
import { toIntegration } from '../../integrations/to-integration.js';
import { bitbucketAccess } from './open-bitbucket.js';
import {
  type BitbucketAccount,
  bitbucketAccountName,
  readBitbucketAccount,
} from './read-bitbucket-account.js';

/**
 * Connects the organization's Bitbucket with a repository or workspace access token (a bearer
 * token), or an API token with its account's email as `username`. Bitbucket must accept it (the
 * current user call) before it is stored, sealed. Works without the OAuth consumer configured.
 */
export async function connectBitbucketToken(
  context: ServerContext,
  {
    scope,
    token,
    username,
  }: {
    scope: Pick<OrganizationScope, 'organizationId' | 'userId'>;
    token: string;
    username?: string | undefined;
  },
): Promise<ConnectCodeHostTokenResponse> {
  const secret = { accessToken: token, ...(username ? { username } : {}) };
  const { client } = bitbucketAccess(context, secret);
  const { apiUrl } = context.config.bitbucket;
  let account: BitbucketAccount;
  try {
    account = await readBitbucketAccount(client);
  } catch (error) {
    const status = bitbucketStatus(error);
    if (status === 401 || status === 403) {
      throw validationFailed([
        {
          path: 'token',
          message: `${apiUrl} refused this token. Use an access token with the repository, pull request and webhook scopes, or an API token with your Atlassian email.`,
        },
      ]);
    }
    context.logger.warn({ err: error }, 'Bitbucket could not be reached to check a token');
    throw requestFailed('service_unavailable', `Bitbucket at ${apiUrl} could not be reached.`, 503);
  }
  const row = await saveConnectedIntegration(context.db, {
    organizationId: scope.organizationId,
    platform: 'bitbucket',
    // Not the account's id: one Bitbucket account may serve several organizations.
    externalId: null,
    teamName: new URL(apiUrl).host,
    username: bitbucketAccountName(account),
    userEmail: username ?? null,
    avatar: account.links?.avatar?.href ?? null,
    scopes: [],
    secretEncrypted: sealIntegrationSecret(context.config.secretKey, secret),
    connectedByUserId: scope.userId,
  });
  const saved = await findIntegration(context.db, scope.organizationId, row.id);
  if (!saved) throw new Error('The Bitbucket integration was not saved');
  return { success: true, message: 'Bitbucket connected', integration: toIntegration(saved) };
}
