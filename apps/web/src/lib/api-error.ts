/** Client-side error codes of the API's error catalogue (`errorCodes` in the contract). */
export type ApiErrorCode =
  | 'AUTH_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'SERVER_ERROR'
  | 'REQUEST_FAILED'
  | 'NETWORK_ERROR'
  | 'UNKNOWN_ERROR';

export const ERROR_MESSAGES = {
  AUTH_EXPIRED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You do not have permission to perform this action.',
  NOT_FOUND: 'The requested resource was not found.',
  SERVER_ERROR: 'Server error. Please try again later.',
  NETWORK_ERROR: 'Network error. Please check your internet connection.',
  UNKNOWN_ERROR: 'Something went wrong. Please try again.',
} as const;

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  /** The message the server sent, when it sent one (the screens prefer it over their defaults). */
  readonly serverMessage: string | undefined;
  /** The contract's machine-readable failure reason (`error.details.reason`), when present. */
  readonly reason: string | undefined;

  constructor(code: ApiErrorCode, message: string, status?: number, serverMessage?: string, reason?: string) {
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
  if (
    error.code === 'REQUEST_FAILED' ||
    error.code === 'VALIDATION_ERROR' ||
    error.code === 'UNKNOWN_ERROR'
  ) {
    return error.serverMessage ?? fallback;
  }
  return error.message;
}
