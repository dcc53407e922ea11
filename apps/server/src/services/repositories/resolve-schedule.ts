import type { scanScheduleInputSchema } from '@driftwatch/contract';
import type { ScanScheduleColumn } from '@driftwatch/db';
import type { z } from 'zod';
import { validationFailed } from '../../http/app-error.js';
import { cronParserProblem } from './compute-next-scan.js';

/**
 * Applies a schedule change on top of the current schedule. The contract has checked the cron
 * syntax; cron-parser, which computes the run times, must accept it too, or the change is a 422.
 */
export function resolveSchedule(
  current: ScanScheduleColumn,
  change: z.output<typeof scanScheduleInputSchema> | undefined,
  fieldPrefix = 'scanSchedule',
): ScanScheduleColumn {
  const next: ScanScheduleColumn = {
    type: change?.type ?? current.type,
    customCron: change?.customCron === undefined ? current.customCron : change.customCron,
    scanFrequency: change?.scanFrequency ?? current.scanFrequency,
    detectAPIChanges: change?.detectAPIChanges ?? current.detectAPIChanges,
    detectBreaking: change?.detectBreaking ?? current.detectBreaking,
  };
  if (next.type === 'custom') {
    const problem = next.customCron
      ? cronParserProblem(next.customCron)
      : 'Enter a cron expression for a custom schedule';
    if (problem) throw validationFailed([{ path: `${fieldPrefix}.customCron`, message: problem }]);
  }
  return next;
}
