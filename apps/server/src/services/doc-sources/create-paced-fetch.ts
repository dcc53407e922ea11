import { bookProviderRequest, type Database, type RequestPace } from '@driftwatch/db';

/**
 * Wraps fetch so requests under one key leave no faster than `pace` allows, counted across every
 * process on the database: a request books its turn in the database first, then waits for it.
 */
export function createPacedFetch(
  db: Database,
  key: string,
  pace: RequestPace,
  inner: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    const waitMs = await bookProviderRequest(db, key, pace);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    return inner(input, init);
  };
}
