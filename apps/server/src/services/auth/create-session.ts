import { insertSession } from '@driftwatch/db';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Without "Remember me" a sign-in lasts a day at most. */
const shortSessionMs = 24 * 60 * 60 * 1000;

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export interface CreateSessionOptions {
  userId: string;
  client: ClientInfo;
  rememberMe?: boolean | undefined;
}

export async function createSession(
  context: ServerContext,
  { userId, client, rememberMe }: CreateSessionOptions,
): Promise<string> {
  const token = generateToken();
  const now = context.clock.now();
  const lifetimeMs =
    rememberMe === false
      ? Math.min(shortSessionMs, context.config.sessionTtlMs)
      : context.config.sessionTtlMs;
  await insertSession(context.db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ipAddress: client.ip,
  });
  return token;
}
