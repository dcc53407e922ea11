import type { SignoutResponse } from '@driftwatch/contract';
import { notifyLiveAccessChange, revokeSession } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

export async function signOut(
  context: ServerContext,
  authentication: Authentication,
): Promise<SignoutResponse> {
  await revokeSession(context.db, authentication.session.id, context.clock.now());
  await notifyLiveAccessChange(context.db, { userId: authentication.user.id });
  return { success: true, message: 'You have been successfully signed out.' };
}
