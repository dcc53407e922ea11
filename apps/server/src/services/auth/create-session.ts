import { insertSession } from '@driftwatch/db';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(
  context: ServerContext,
  userId: string,
  client: ClientInfo,
): Promise<string> {
  const token = generateToken();
  const now = context.clock.now();
  await insertSession(context.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + context.config.sessionTtlMs),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ipAddress: client.ip,
  });
  return token;
}
