import type { UpdateProfileResponse } from '@driftwatch/contract';
import { findUserByEmail, recordAuditEvent, updateUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from './build-user.js';

export async function updateProfile(
  context: ServerContext,
  authentication: Authentication,
  input: { name: string; email?: string | undefined },
): Promise<UpdateProfileResponse> {
  const current = authentication.user;
  const emailChanged = input.email !== undefined && input.email !== current.email;
  if (emailChanged && input.email && (await findUserByEmail(context.db, input.email))) {
    throw requestFailed('email_taken', 'This email address is already used by another account.', 409);
  }
  const updated = await updateUser(context.db, current.id, {
    name: input.name,
    ...(emailChanged ? { email: input.email, emailVerifiedAt: null } : {}),
  });
  if (!updated) throw new Error('The signed-in user no longer exists');
  await recordAuditEvent(context.db, {
    action: 'user.profile_updated',
    actorUserId: current.id,
    targetType: 'user',
    targetId: current.id,
    metadata: { emailChanged },
  });
  return { success: true, message: 'Profile updated', user: await buildUser(context.db, updated) };
}
