import type { SignoutResponse } from '@driftwatch/contract';
import { revokeSession } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

export async function signOut(
  context: ServerContext,
  authentication: Authentication,
): Promise<SignoutResponse> {
  await revokeSession(context.db, authentication.session.id, context.clock.now());
  return { success: true, message: 'You have been successfully signed out.' };
}
