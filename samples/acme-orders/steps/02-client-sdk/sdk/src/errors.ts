/** The API answered with an error status; `code` is the API's `error` field. */
export class AcmeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AcmeApiError';
  }
}
