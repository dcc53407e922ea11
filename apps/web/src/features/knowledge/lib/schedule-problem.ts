import { type DocSourceSchedule, describeCronProblem } from '@driftwatch/contract';

/** What is wrong with a custom schedule's cron expression, or undefined when the schedule can be saved. */
export function scheduleProblem(schedule: DocSourceSchedule): string | undefined {
  if (schedule.type !== 'custom') return undefined;
  const cron = schedule.customCron?.trim() ?? '';
  if (cron === '') return 'Enter a cron expression';
  return describeCronProblem(cron) ?? undefined;
}
