import { findActiveSession, type SessionRow, touchSession, type UserRow } from '@driftwatch/db';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error.js';
import type { ServerContext } from '../server-context.js';
import { hashToken } from './tokens.js';

export interface Authentication {
  user: UserRow;
  session: SessionRow;
}

/** Last-used times are written at most this often, to keep reads cheap. */
const touchIntervalMs = 5 * 60 * 1000;

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the bearer token to a session: null when no token was sent. A token that is sent but
 * unknown, revoked or expired is a 401.
 */
export async function authenticate(
  context: Pick<ServerContext, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<Authentication | null> {
  const token = readBearerToken(request);
  if (!token) return null;
  const now = context.clock.now();
  const found = await findActiveSession(context.db, hashToken(token), now);
  if (!found) throw unauthorized();
  const lastUsed = found.session.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed > touchIntervalMs) await touchSession(context.db, found.session.id, now);
  return found;
}
