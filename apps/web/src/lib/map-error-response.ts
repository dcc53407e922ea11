import { errorCodeForStatus, errorMessages, serverMessageCodes } from '@driftwatch/contract';
import { ApiError } from './api-error';
import { readFailureReason, readServerMessage } from './read-server-message';

/** Maps a non-2xx answer to the catalogue (401 handling with the token lives in the client). */
export function mapErrorResponse(status: number, body: unknown): ApiError {
  const serverMessage = readServerMessage(body);
  const code = errorCodeForStatus(status);
  const message = serverMessageCodes.includes(code)
    ? (serverMessage ?? errorMessages[code])
    : errorMessages[code];
  return new ApiError(code, message, status, serverMessage, readFailureReason(body));
}
