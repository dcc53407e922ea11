import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'active channel')).toBe('1 active channel');
    expect(countOf(0, 'active channel')).toBe('0 active channels');
    expect(countOf(2, 'repository', 'repositories')).toBe('2 repositories');
  });
});
