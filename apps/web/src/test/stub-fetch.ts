import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces fetch for every test of the calling describe block (the API is across the network, so
 * it is the one thing screen tests mock) and returns the mock to script answers on.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
