import type { ScanScheduleColumn } from '@driftwatch/db';
import cronParser from 'cron-parser';

const hourMs = 60 * 60 * 1000;

/**
 * When the scheduler should next scan: daily and weekly count from now, a custom schedule follows
 * its cron expression in UTC. On-push repositories are scanned by push webhooks, not by the clock.
 */
export function computeNextScan(schedule: ScanScheduleColumn, now: Date): Date | null {
  switch (schedule.type) {
    case 'daily':
      return new Date(now.getTime() + 24 * hourMs);
    case 'weekly':
      return new Date(now.getTime() + 7 * 24 * hourMs);
    case 'custom': {
      if (!schedule.customCron) return null;
      return cronParser.parseExpression(schedule.customCron, { currentDate: now, tz: 'UTC' }).next().toDate();
    }
    case 'onPush':
      return null;
  }
}

/** Null when cron-parser accepts the expression; its message otherwise. */
export function cronParserProblem(expression: string): string | null {
  try {
    cronParser.parseExpression(expression, { tz: 'UTC' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'The cron expression is not valid';
  }
}
