import { errorResponseSchema } from '@driftwatch/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Finds the human message in an error body. Accepts the shapes servers commonly send:
 * `{ message }`, `{ error: "text" }`, `{ error: { message } }`, or a plain text body.
 */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message) return body.message;
  const error = body.error;
  if (typeof error === 'string' && error) return error;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return undefined;
}

/** The contract's `error.details.reason`, which tells failures apart without parsing text. */
export function readFailureReason(body: unknown): string | undefined {
  return errorResponseSchema.safeParse(body).data?.error.details?.reason;
}
