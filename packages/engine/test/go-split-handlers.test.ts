import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Go handlers declared in another file', () => {
  it('checks documented query parameters against the handler the route names', async () => {
    expect(await scanFixture('go-split-handlers')).toEqual(['parameter_mismatch docs/api.md:9 hours']);
  });
});
