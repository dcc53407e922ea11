import { errorResponseSchema } from '@driftwatch/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimit } from '../auth/rate-limit.js';
import type { ServerContext } from '../server-context.js';
import type { ClientInfo } from '../services/auth/create-session.js';

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
};

export const bearerSecurity = [{ bearerAuth: [] }];

/** Generic so a route keeps its typed body, query and params when it adds these hooks. */
type Hook = <Request extends FastifyRequest>(request: Request, reply: FastifyReply) => Promise<void>;

export function withRateLimit(context: ServerContext, name: string): Hook {
  return async (request) => enforceRateLimit(context, request, name);
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
