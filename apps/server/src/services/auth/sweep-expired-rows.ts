import { deleteStaleRateLimits } from '@driftwatch/db';
import {
  deleteDeadInvitations,
  deleteDeadSessions,
  deleteExpiredOauthStates,
  deleteExpiredPendingSignups,
  deleteSpentOneTimeTokens,
} from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';

export interface SweepCounts {
  sessions: number;
  oneTimeTokens: number;
  invitations: number;
  oauthStates: number;
  rateLimits: number;
  pendingSignups: number;
}

/**
 * Deletes rows that can no longer do anything: expired or signed-out sessions, used or expired
 * emailed links, invitations nobody can accept, abandoned OAuth states, unconfirmed sign-ups past
 * their link's expiry, and rate-limit counters
 * whose window has ended (a new hit would restart them at 1 anyway). Each delete stands alone, so
 * a sweep interrupted half-way loses nothing and the next one finishes it.
 */
export async function sweepExpiredRows(
  context: Pick<ServerContext, 'db' | 'clock' | 'config'>,
): Promise<SweepCounts> {
  const now = context.clock.now();
  const windowEnded = new Date(now.getTime() - context.config.authRateLimit.windowMs);
  return {
    sessions: await deleteDeadSessions(context.db, now),
    oneTimeTokens: await deleteSpentOneTimeTokens(context.db, now),
    invitations: await deleteDeadInvitations(context.db, now),
    oauthStates: await deleteExpiredOauthStates(context.db, now),
    rateLimits: await deleteStaleRateLimits(context.db, windowEnded),
    pendingSignups: await deleteExpiredPendingSignups(context.db, now),
  };
}
