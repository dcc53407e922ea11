import type { DocSourceSchedule } from '@driftwatch/contract';

/** A schedule as people read it: Daily, Weekly, or the custom cron expression. */
export function scheduleLabel(schedule: DocSourceSchedule): string {
  if (schedule.type === 'custom') return `Custom (${schedule.customCron ?? ''})`;
  return schedule.type === 'daily' ? 'Daily' : 'Weekly';
}
