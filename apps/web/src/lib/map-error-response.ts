import { ApiError, ERROR_MESSAGES } from './api-error';
import { readFailureReason, readServerMessage } from './read-server-message';

/** Maps a non-2xx answer to the catalogue (401 handling with the token lives in the client). */
export function mapErrorResponse(status: number, body: unknown): ApiError {
  const serverMessage = readServerMessage(body);
  const reason = readFailureReason(body);
  const make = (code: ConstructorParameters<typeof ApiError>[0], message: string) =>
    new ApiError(code, message, status, serverMessage, reason);
  if (status === 401) return make('AUTH_EXPIRED', ERROR_MESSAGES.AUTH_EXPIRED);
  if (status === 403) return make('FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);
  if (status === 404) return make('NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  if (status === 422) return make('VALIDATION_ERROR', serverMessage ?? 'Validation failed.');
  if (status >= 500) return make('SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
  return make('REQUEST_FAILED', serverMessage ?? 'Request failed.');
}
