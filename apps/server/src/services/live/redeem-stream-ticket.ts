import { createHash } from 'node:crypto';
import { hitRateLimit } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { streamTicketTtlMs } from './stream-ticket.js';

/**
 * A ticket opens one stream: a URL copied from a log or history cannot open a second one. The
 * database's counters (shared by every instance, swept when their window ends) count its uses over
 * the ticket's lifetime; only the first passes.
 */
export async function redeemStreamTicket(context: ServerContext, ticket: string): Promise<boolean> {
  const key = `stream-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;
  const hit = await hitRateLimit(context.db, key, streamTicketTtlMs, context.clock.now());
  return hit.count === 1;
}
