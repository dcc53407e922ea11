import { describe, expect, it } from 'vitest';
import { driftIssueTrendQuerySchema, driftIssueTrendResponseSchema } from './drift-issue-trend.js';
import { routes } from './routes.js';

describe('drift issue trend query', () => {
  it('defaults to 30 days for every repository, and treats "all" as no repository', () => {
    expect(driftIssueTrendQuerySchema.parse({})).toEqual({ days: 30 });
    expect(driftIssueTrendQuerySchema.parse({ repositoryId: 'all', days: '7' })).toEqual({ days: 7 });
  });

  it('refuses windows outside 7..365 days and ids that are not uuids', () => {
    for (const query of [
      { days: '6' },
      { days: '366' },
      { days: '1.5' },
      { days: 'week' },
      { repositoryId: 'x' },
    ]) {
      const result = driftIssueTrendQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
    }
    const result = driftIssueTrendQuerySchema.safeParse({ days: '400' });
    expect(result.error?.issues[0]?.message).toBe('days must be between 7 and 365');
  });

  it('answers with calendar days', () => {
    const point = { date: '2026-03-01', open: 3, created: 1, resolved: 0 };
    const answer = { repository: null, days: 7, from: '2026-02-23', to: '2026-03-01', points: [point] };
    expect(driftIssueTrendResponseSchema.parse(answer)).toEqual(answer);
    expect(driftIssueTrendResponseSchema.safeParse({ ...answer, from: '2026-02-23T00:00:00Z' }).success).toBe(
      false,
    );
    expect(routes.driftIssues.trend).toBe('/api/drift-issues/trend');
  });
});
