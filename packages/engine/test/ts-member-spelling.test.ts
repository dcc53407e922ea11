import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('misspelt members', () => {
  it('reports a heading that changes a method name case and a list item misspelling its siblings type member, and a misspelt type', async () => {
    expect(await scanFixture('ts-member-spelling')).toEqual([
      'method_mismatch README.md:3 islevelenabled',
      'method_mismatch README.md:13 persistenPostRun',
      'method_mismatch README.md:21 ValiationResult',
    ]);
  });
});
