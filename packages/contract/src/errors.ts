import { z } from 'zod';

/** The error codes of the API's error catalogue: every error answer carries one of them. */
export const errorCodes = [
  'AUTH_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'REQUEST_FAILED',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Fixed texts from the catalogue; codes without a fixed text carry the server's own message. */
export const errorMessages = {
  AUTH_EXPIRED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You do not have permission to perform this action.',
  NOT_FOUND: 'The requested resource was not found.',
  VALIDATION_ERROR: 'Some fields are invalid.',
  SERVER_ERROR: 'Server error. Please try again later.',
  REQUEST_FAILED: 'The request failed.',
  NETWORK_ERROR: 'Network error. Please check your internet connection.',
  UNKNOWN_ERROR: 'An unexpected error occurred. Please try again.',
} as const satisfies Record<ErrorCode, string>;

/**
 * Codes whose shown text is the server's own message when it sent one (the fixed text above is the
 * fallback); every other code always shows its fixed text.
 */
export const serverMessageCodes: readonly ErrorCode[] = [
  'VALIDATION_ERROR',
  'REQUEST_FAILED',
  'UNKNOWN_ERROR',
];

/**
 * Machine-readable reasons carried in `details.reason` for REQUEST_FAILED answers, so a client can
 * tell them apart without parsing the message.
 */
export const failureReasons = [
  'invalid_credentials',
  'email_taken',
  'invalid_token',
  'rate_limited',
  'provider_not_configured',
  'password_not_set',
  'password_already_set',
  'reauthentication_required',
  'wrong_password',
  'slug_taken',
  'already_in_organization',
  'already_member',
  'organization_suspended',
  'invitation_email_mismatch',
  'cannot_remove_owner',
  'seat_limit_reached',
  'cannot_assign_seat',
  'invalid_step',
  'payload_too_large',
  'bad_request',
  'service_unavailable',
  'billing_not_configured',
  'no_subscription',
  'seats_below_assigned',
  'payment_provider_error',
  'installation_claimed',
  'installation_not_found',
  'invalid_signature',
] as const;
export const failureReasonSchema = z.enum(failureReasons);
export type FailureReason = z.infer<typeof failureReasonSchema>;

/**
 * Reasons whose HTTP status is fixed by HTTP itself rather than chosen per route (where the rest
 * answer 400, 403 or 409). They are REQUEST_FAILED ("other") in the catalogue: the client shows the
 * server's message.
 */
export const failureReasonStatuses = {
  payload_too_large: 413,
  rate_limited: 429,
  service_unavailable: 503,
} as const satisfies Partial<Record<FailureReason, number>>;

/** One field-level problem in a VALIDATION_ERROR answer. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorDetailsSchema = z
  .object({
    fields: z.array(fieldErrorSchema).optional(),
    reason: z.string().optional(),
    retry_after_seconds: z.number().int().optional(),
  })
  .catchall(z.unknown());

/** Every non-2xx answer of the API has this shape. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: errorDetailsSchema.optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The catalogue's mapping from an HTTP status to the code a client reports. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'AUTH_EXPIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 422) return 'VALIDATION_ERROR';
  if (status >= 500) return 'SERVER_ERROR';
  return 'REQUEST_FAILED';
}
