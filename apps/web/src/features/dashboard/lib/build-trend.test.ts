import { describe, expect, it } from 'vitest';
import { buildTrend } from './build-trend';

const now = new Date(2026, 10, 22, 12, 0, 0);
const at = (day: number, hour = 9) => new Date(2026, 10, day, hour).toISOString();

describe('buildTrend', () => {
  it('counts issues open at the end of each day', () => {
    const issues = [
      { status: 'open' as const, created_at: at(20), resolved_at: null, updated_at: at(20) },
      { status: 'resolved' as const, created_at: at(20), resolved_at: at(21), updated_at: at(21) },
      { status: 'ignored' as const, created_at: at(21), resolved_at: null, updated_at: at(22, 10) },
      { status: 'open' as const, created_at: at(22, 11), resolved_at: null, updated_at: at(22, 11) },
    ];
    expect(buildTrend(issues, now, 4)).toEqual([
      { day: '2026-11-19', open: 0 },
      { day: '2026-11-20', open: 2 },
      { day: '2026-11-21', open: 2 },
      { day: '2026-11-22', open: 2 },
    ]);
  });
  it('does not count issues created after now', () => {
    const issues = [
      { status: 'open' as const, created_at: at(22, 13), resolved_at: null, updated_at: at(22, 13) },
    ];
    expect(buildTrend(issues, now, 1)).toEqual([{ day: '2026-11-22', open: 0 }]);
  });
});
