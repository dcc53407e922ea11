/**
 * Confluence (or Atlassian's gateway) answered with an error status. `status` 401 means the token
 * was refused (revoked, expired, app removed); 403 a permission the token lacks; 404 the content is
 * gone or hidden from this account; 429 the rate limit outlasted the retries.
 */
export class ConfluenceApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`Confluence answered ${status} to ${path}${detail ? `: ${detail}` : ''}`);
    this.name = 'ConfluenceApiError';
  }
}
