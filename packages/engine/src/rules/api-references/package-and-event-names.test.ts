import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('api-references: package folders and emitted event names', () => {
  it('reads a project folder name and a string the code emits as no member; a missing method is reported', async () => {
    expect(await scanFixture('package-and-event-names')).toEqual(['method_mismatch README.md:12 Dispatch']);
  });
});
