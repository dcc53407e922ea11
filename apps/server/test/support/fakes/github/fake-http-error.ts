/** An answer GitHub gives as `{ message, errors?, documentation_url }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
  ) {
    super(message);
  }
}
