import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('request-body fields and query parameters', () => {
  it('checks body fields against the body model and query parameters against the query, in sub-sections and by an In column', async () => {
    // The response table and the header row are no request parameters; `title` in the body is no query parameter.
    expect(await scanFixture('routes-body-query')).toEqual([
      'extra_parameter docs/api.md:21 slug',
      'parameter_mismatch docs/api.md:29 draft',
    ]);
  });
});
