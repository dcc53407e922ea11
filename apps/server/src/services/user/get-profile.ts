import type { ProfileResponse } from '@driftwatch/contract';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from './build-user.js';

export async function getProfile(
  context: ServerContext,
  authentication: Authentication,
): Promise<ProfileResponse> {
  return { user: await buildUser(context.db, authentication.user) };
}
