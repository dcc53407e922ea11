import { describe, expect, it } from 'vitest';
import { qualifyingInvites } from './qualifying-invites';

describe('qualifyingInvites', () => {
  it('keeps only non-blank rows that contain @, trimmed', () => {
    expect(qualifyingInvites(['  bob@acme.io ', '', '   ', 'not-an-email', 'eve@acme.io'])).toEqual([
      'bob@acme.io',
      'eve@acme.io',
    ]);
  });
});
