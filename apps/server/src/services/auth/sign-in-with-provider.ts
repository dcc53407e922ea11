import type { ProviderCallbackResponse, SignInProviderId } from '@driftwatch/contract';
import {
  findUserByEmail,
  findUserByGithubId,
  findUserByGoogleId,
  insertUser,
  recordAuditEvent,
  type UserRow,
  updateUser,
} from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { buildUser } from '../user/build-user.js';
import { type ClientInfo, createSession } from './create-session.js';

/** Who the provider says signed in. `email` is undefined when the provider has no verified address. */
export interface ProviderIdentity {
  provider: SignInProviderId;
  /** The provider's stable account id. */
  id: string;
  verifiedEmail: string | undefined;
  name: string | undefined;
}

const findByProviderId: Record<
  SignInProviderId,
  (db: ServerContext['db'], id: string) => Promise<UserRow | undefined>
> = { google: findUserByGoogleId, github: findUserByGithubId };

function providerIdColumn(identity: ProviderIdentity): Pick<UserRow, 'googleId'> | Pick<UserRow, 'githubId'> {
  return identity.provider === 'google' ? { googleId: identity.id } : { githubId: identity.id };
}

/**
 * Finds the account by the provider's id, links the account with the same verified email, or creates
 * a verified account. Without a verified email only an account already linked can sign in, since an
 * unverified address proves nothing about who owns it.
 */
async function findOrCreateUser(
  context: ServerContext,
  identity: ProviderIdentity,
  noVerifiedEmail: () => Error,
): Promise<{ user: UserRow; isNew: boolean }> {
  const linked = await findByProviderId[identity.provider](context.db, identity.id);
  if (linked) return { user: linked, isNew: false };
  if (!identity.verifiedEmail) throw noVerifiedEmail();
  const email = identity.verifiedEmail.toLowerCase();
  const byEmail = await findUserByEmail(context.db, email);
  if (byEmail) {
    // The provider verified the address, so the account's address is verified too from now on.
    const updated = await updateUser(context.db, byEmail.id, {
      ...providerIdColumn(identity),
      emailVerifiedAt: byEmail.emailVerifiedAt ?? context.clock.now(),
    });
    return { user: updated ?? byEmail, isNew: false };
  }
  const user = await insertUser(context.db, {
    email,
    name: identity.name?.trim() || email.split('@')[0] || email,
    ...providerIdColumn(identity),
    emailVerifiedAt: context.clock.now(),
    signupSource: identity.provider,
  });
  return { user, isNew: true };
}

/** Signs the provider's identity in: the account (or its link), its audit entry and the session are written together. */
export async function signInWithProvider(
  context: ServerContext,
  input: { identity: ProviderIdentity; client: ClientInfo; noVerifiedEmail: () => Error },
): Promise<ProviderCallbackResponse> {
  const { identity, client } = input;
  const { user, isNew, token } = await context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const found = await findOrCreateUser(txContext, identity, input.noVerifiedEmail);
    await recordAuditEvent(tx, {
      action: found.isNew ? 'user.signed_up' : 'user.signed_in',
      actorUserId: found.user.id,
      targetType: 'user',
      targetId: found.user.id,
      metadata: { provider: identity.provider },
      ipAddress: client.ip,
    });
    return { ...found, token: await createSession(txContext, { userId: found.user.id, client }) };
  });
  return {
    success: true,
    token,
    user: await buildUser(context.db, user),
    is_new_user: isNew,
    message: isNew ? 'Welcome to Driftwatch!' : 'Welcome back!',
  };
}
