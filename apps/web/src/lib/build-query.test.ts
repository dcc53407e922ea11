import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

describe('buildQuery', () => {
  it('omits all, empty and missing values', () => {
    expect(
      buildQuery({ status: 'all', severity: 'critical', search: '', repository: undefined, limit: 20 }),
    ).toBe('?severity=critical&limit=20');
  });
  it('returns nothing when every filter is all', () => {
    expect(buildQuery({ status: 'all' })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
