import { liveEventsQuerySchema, liveTicketResponseSchema, routes } from '@driftwatch/contract';
import { findLiveAccess } from '@driftwatch/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { createOpenStreams, openEventStream } from '../../services/live/open-event-stream.js';
import { redeemStreamTicket } from '../../services/live/redeem-stream-ticket.js';
import { issueStreamTicket, readStreamTicket, streamTicketTtlMs } from '../../services/live/stream-ticket.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const liveRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const streams = createOpenStreams();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.closeAll());

  app.post(
    routes.live.ticket,
    {
      config: { auth: 'organization' },
      schema: {
        tags: ['live'],
        security: bearerSecurity,
        description:
          'A 60-second, single-use ticket for opening the event stream with EventSource, which cannot send an Authorization header.',
        response: { 200: liveTicketResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = request;
      const expiresAt = new Date(context.clock.now().getTime() + streamTicketTtlMs);
      const ticket = issueStreamTicket(context.config.secretKey, {
        sessionId: scope.session.id,
        organizationId: scope.organizationId,
        expiresAt,
      });
      return {
        ticket,
        expiresAt: expiresAt.toISOString(),
        url: `${routes.live.events}?ticket=${encodeURIComponent(ticket)}`,
      };
    },
  );

  app.get(
    routes.live.events,
    {
      schema: {
        tags: ['live'],
        description:
          "Server-Sent Events of the organization: scan.started, scan.progress, scan.finished, issue.created, issue.updated, repository.updated. Each data line is one JSON event of the contract's liveEventSchema.",
        querystring: liveEventsQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = context.clock.now();
      const ticket = readStreamTicket(context.config.secretKey, request.query.ticket, now);
      if (!ticket) throw unauthorized();
      const access = await findLiveAccess(context.db, ticket.sessionId, ticket.organizationId, now);
      if (!access || !(await redeemStreamTicket(context, request.query.ticket))) throw unauthorized();
      openEventStream(context, { reply, ticket, userId: access.userId, streams });
    },
  );
};
