import type { ConnectCodeHostTokenResponse } from '@driftwatch/contract';
import { findIntegration, saveConnectedIntegration } from '@driftwatch/db';
import { type BitbucketClient, bitbucketStatus } from '@driftwatch/integrations/bitbucket';
import type { OrganizationScope } from '../../../auth/request-scope.js';
import { requestFailed, validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { sealIntegrationSecret } from '../../integrations/integration-secret.js';
import { toIntegration } from '../../integrations/to-integration.js';
import { bitbucketAccess } from './open-bitbucket.js';
import { bitbucketAccountName, readBitbucketAccount } from './read-bitbucket-account.js';

interface TokenInput {
  token: string;
  username?: string | undefined;
  workspace?: string | undefined;
}

/**
 * Who the token acts as. An access token acts as no user (Bitbucket answers its /user call as
 * unsupported), so it is checked by listing its workspace's repositories instead.
 */
async function checkToken(
  client: BitbucketClient,
  input: { workspace?: string | undefined },
): Promise<{ username: string | null; avatar: string | null }> {
  if (input.workspace) {
    await client.repositories.list({ workspace: input.workspace, pagelen: 1 });
    return { username: input.workspace, avatar: null };
  }
  const account = await readBitbucketAccount(client);
  return { username: bitbucketAccountName(account), avatar: account.links?.avatar?.href ?? null };
}

/**
 * Connects the organization's Bitbucket with a repository, project or workspace access token (a
 * bearer token, with its workspace), or an API token with its account's email as `username`.
 * Bitbucket must accept it before it is stored, sealed. Works without the OAuth consumer configured.
 */
export async function connectBitbucketToken(
  context: ServerContext,
  { scope, ...input }: TokenInput & { scope: Pick<OrganizationScope, 'organizationId' | 'userId'> },
): Promise<ConnectCodeHostTokenResponse> {
  const secret = {
    accessToken: input.token,
    ...(input.username ? { username: input.username } : {}),
    ...(input.workspace && !input.username ? { workspace: input.workspace } : {}),
  };
  const { apiUrl } = context.config.bitbucket;
  let account: { username: string | null; avatar: string | null };
  try {
    account = await checkToken(bitbucketAccess(context, secret).client, secret);
  } catch (error) {
    const status = bitbucketStatus(error);
    if (status === 401 || status === 403 || status === 404) {
      throw validationFailed([
        {
          path: 'token',
          message: `${apiUrl} refused this token. Give an access token with its workspace, or an API token with your Atlassian email.`,
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
    username: account.username,
    userEmail: input.username ?? null,
    avatar: account.avatar,
    scopes: [],
    secretEncrypted: sealIntegrationSecret(context.config.secretKey, secret),
    connectedByUserId: scope.userId,
  });
  const saved = await findIntegration(context.db, scope.organizationId, row.id);
  if (!saved) throw new Error('The Bitbucket integration was not saved');
  return { success: true, message: 'Bitbucket connected', integration: toIntegration(saved) };
}
