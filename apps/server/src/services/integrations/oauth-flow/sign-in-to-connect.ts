import { type OauthSigninResponse, type oauthSigninRequestSchema, webPages } from '@driftwatch/contract';
import { findPrimaryMembership } from '@driftwatch/db';
import type { z } from 'zod';
import { requestFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import type { ClientInfo } from '../../auth/create-session.js';
import { signIn } from '../../auth/sign-in.js';
import { startIntegrationConnect } from '../connect/start-integration-connect.js';
import { connectSourceFromParams } from './connect-source-from-params.js';

/**
 * Signs in with the account's password (with every guard of the usual sign-in) and starts the
 * provider's connect flow for the account's organization. An account without an organization is
 * sent to /setup instead, whose integrations step connects the provider once the team exists.
 */
export async function signInToConnect(
  context: ServerContext,
  input: z.output<typeof oauthSigninRequestSchema> & { client: ClientInfo & { deviceUserId: string | null } },
): Promise<OauthSigninResponse & { userId: string }> {
  const result = await signIn(context, {
    email: input.email,
    password: input.password,
    client: input.client,
  });
  if (!result.token || !result.user) throw requestFailed('password_not_set', result.message);
  const membership = await findPrimaryMembership(context.db, result.user.id);
  const started = membership
    ? await startIntegrationConnect(context, {
        provider: input.integration,
        source: connectSourceFromParams(input.params),
        userId: result.user.id,
        organizationId: membership.organizationId,
      })
    : { oauth_url: `${context.config.publicUrl}${webPages.setup}` };
  return {
    success: true,
    message: result.message,
    token: result.token,
    oauth_url: started.oauth_url,
    userId: result.user.id,
  };
}
