/**
 * The HTTP status Bitbucket answered with. The SDK reports a failed connection as status 500 too,
 * without a body; Bitbucket's own answers carry `{type: "error", error: {message}}`.
 */
export function bitbucketStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'HTTPError' || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** Bitbucket's own message for a refused call (`error.message` of its error body), if it sent one. */
export function bitbucketMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('error' in error)) return undefined;
  const body = error.error;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const detail = body.error;
  if (typeof detail !== 'object' || detail === null || !('message' in detail)) return undefined;
  return typeof detail.message === 'string' ? detail.message : undefined;
}
