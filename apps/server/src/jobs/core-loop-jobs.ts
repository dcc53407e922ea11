import type { CoreLoopContext } from '../services/repositories/core-loop-context.js';
import { deliverScanNotificationsJob } from './deliver-scan-notifications-job.js';
import type { JobDefinition } from './job-definition.js';
import { scanRepositoryJob } from './scan-repository-job.js';
import { scheduledScanTickJob } from './scheduled-scan-tick-job.js';
import { sweepExpiredRowsJob } from './sweep-expired-rows-job.js';

/** Every job (the repositories-and-scans loop and the hourly sweeper), for registering queues and starting workers. */
export const coreLoopJobs: readonly JobDefinition<unknown, CoreLoopContext>[] = [
  scanRepositoryJob,
  deliverScanNotificationsJob,
  scheduledScanTickJob,
  sweepExpiredRowsJob,
];
