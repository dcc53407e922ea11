import { insertOneTimeToken, type OneTimeTokenKind } from '@driftwatch/db';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';

/** Magic, setup and reset links all expire after 15 minutes and work once. */
const emailLinkLifetimeMs = 15 * 60 * 1000;

export async function issueEmailLinkToken(
  context: ServerContext,
  userId: string,
  kind: OneTimeTokenKind,
): Promise<string> {
  const token = generateToken();
  await insertOneTimeToken(context.db, {
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(context.clock.now().getTime() + emailLinkLifetimeMs),
  });
  return token;
}
