import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open the stream after asking for it; short enough that a logged URL is useless. */
export const streamTicketTtlMs = 60_000;

export interface StreamTicket {
  sessionId: string;
  organizationId: string;
  expiresAt: Date;
}

function sign(secretKey: string, body: string): string {
  return createHmac('sha256', `driftwatch:stream-ticket:${secretKey}`).update(body).digest('base64url');
}

/** Stateless, so any instance behind a load balancer can check a ticket another one issued. */
export function issueStreamTicket(secretKey: string, ticket: StreamTicket): string {
  const body = Buffer.from(
    JSON.stringify({ s: ticket.sessionId, o: ticket.organizationId, e: ticket.expiresAt.getTime() }),
  ).toString('base64url');
  return `${body}.${sign(secretKey, body)}`;
}

export function readStreamTicket(secretKey: string, value: string, now: Date): StreamTicket | null {
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secretKey, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { s, o, e } = parsed as Record<string, unknown>;
    if (typeof s !== 'string' || typeof o !== 'string' || typeof e !== 'number' || e <= now.getTime())
      return null;
    return { sessionId: s, organizationId: o, expiresAt: new Date(e) };
  } catch {
    return null;
  }
}
