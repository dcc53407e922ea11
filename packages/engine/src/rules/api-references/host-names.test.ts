import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('api-references: host names', () => {
  it('does not read `quartz.com` as a member of the quartz package; a misspelt member is reported', async () => {
    expect(await scanFixture('host-names')).toEqual(['method_mismatch README.md:8 serv']);
  });
});
