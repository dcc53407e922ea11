import {
  type ErrorResponse,
  errorMessages,
  type FieldError,
  failureReasonStatuses,
} from '@driftwatch/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, notFound, requestFailed, validationFailed } from './app-error.js';
import { isDatabaseUnavailable } from './is-database-unavailable.js';

function fieldPath(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  // Unknown fields are reported on the object itself; name them instead.
  return Array.isArray(params.keys) ? params.keys.join(', ') : '';
}

/** Translates whatever was thrown into the one AppError type. Unknown errors become a bare 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names no resource that exists.
    if (error.validationContext === 'params') return notFound();
    const fields: FieldError[] = error.validation.map((issue) => ({
      path: fieldPath(issue.instancePath, issue.params),
      message: issue.message ?? 'Invalid value',
    }));
    return validationFailed(fields);
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return requestFailed(
        'payload_too_large',
        'The request body is too large.',
        failureReasonStatuses.payload_too_large,
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requestFailed('bad_request', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return requestFailed('bad_request', 'Send the request body as JSON (Content-Type: application/json).');
    default:
      break;
  }
  if (isDatabaseUnavailable(error)) {
    return requestFailed(
      'service_unavailable',
      'The service is temporarily unavailable: its database cannot be reached. Please try again in a moment.',
      failureReasonStatuses.service_unavailable,
      { retry_after_seconds: 5 },
    );
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    if (status === 404) return notFound();
    return requestFailed('bad_request', fastifyError.message ?? 'The request could not be processed.');
  }
  return new AppError(500, 'SERVER_ERROR', errorMessages.SERVER_ERROR);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorResponse = {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
  if (error.details?.retry_after_seconds !== undefined) {
    reply.header('retry-after', String(error.details.retry_after_seconds));
  }
  return reply.status(error.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status === 503) request.log.warn({ err: error }, 'Database unavailable');
    else if (appError.status >= 500) {
      // Internals go to the log only; the answer stays the catalogue's generic message.
      request.log.error({ err: error }, 'Request failed');
    }
    return sendError(reply, appError);
  });
}
