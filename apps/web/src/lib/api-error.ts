import { type ErrorCode, serverMessageCodes } from '@driftwatch/contract';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number | undefined;
  /** The message the server sent, when it sent one (the screens prefer it over their defaults). */
  readonly serverMessage: string | undefined;
  /** The contract's machine-readable failure reason (`error.details.reason`), when present. */
  readonly reason: string | undefined;

  constructor(code: ErrorCode, message: string, status?: number, serverMessage?: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.serverMessage = serverMessage;
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any thrown value, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  // Catalogue rows with a fixed text keep it; the others show the server's words or the screen's default.
  if (serverMessageCodes.includes(error.code)) return error.serverMessage ?? fallback;
  return error.message;
}
