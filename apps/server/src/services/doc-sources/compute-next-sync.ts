import type { DocSourceScheduleType } from '@driftwatch/contract';
import cronParser from 'cron-parser';

const dayMs = 24 * 60 * 60 * 1000;

/** When the scheduler next syncs a source: daily and weekly count from now, custom follows its cron in UTC. */
export function computeNextSync(
  schedule: { scheduleType: DocSourceScheduleType; customCron: string | null },
  now: Date,
): Date | null {
  switch (schedule.scheduleType) {
    case 'daily':
      return new Date(now.getTime() + dayMs);
    case 'weekly':
      return new Date(now.getTime() + 7 * dayMs);
    case 'custom':
      if (!schedule.customCron) return null;
      return cronParser.parseExpression(schedule.customCron, { currentDate: now, tz: 'UTC' }).next().toDate();
  }
}
