/** A token bucket: `ratePerSecond` on average, up to `burst` at once. */
export interface RateLimit {
  ratePerSecond: number;
  burst: number;
}

type Fetch = typeof fetch;

/**
 * Wraps fetch so requests leave no faster than the provider allows; callers sharing one wrapper
 * share its budget. Requests queue in order, each waiting for a token.
 */
export function createRateLimitedFetch(limit: RateLimit, inner: Fetch = fetch): Fetch {
  let tokens = limit.burst;
  let refilledAt = performance.now();
  let queue: Promise<void> = Promise.resolve();

  function takeToken(): Promise<void> {
    const turn = queue.then(async () => {
      const now = performance.now();
      tokens = Math.min(limit.burst, tokens + ((now - refilledAt) / 1000) * limit.ratePerSecond);
      refilledAt = now;
      if (tokens < 1) {
        const waitMs = ((1 - tokens) / limit.ratePerSecond) * 1000;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        tokens = 1;
        refilledAt = performance.now();
      }
      tokens -= 1;
    });
    queue = turn;
    return turn;
  }

  return async (input, init) => {
    await takeToken();
    return inner(input, init);
  };
}
