import { type ErrorCode, errorMessages, type FailureReason, type FieldError } from '@driftwatch/contract';

/** The one error type of the API. The error handler turns it into { error: { code, message, details } }. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function unauthorized(): AppError {
  return new AppError(401, 'AUTH_EXPIRED', errorMessages.AUTH_EXPIRED);
}

export function forbidden(): AppError {
  return new AppError(403, 'FORBIDDEN', errorMessages.FORBIDDEN);
}

export function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', errorMessages.NOT_FOUND);
}

export function validationFailed(fields: FieldError[]): AppError {
  return new AppError(422, 'VALIDATION_ERROR', fields[0]?.message ?? errorMessages.VALIDATION_ERROR, {
    fields,
  });
}

/** A 4xx the catalogue calls "other": the client shows the message. */
export function requestFailed(
  reason: FailureReason,
  message: string,
  status = 400,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(status, 'REQUEST_FAILED', message, { reason, ...extra });
}
