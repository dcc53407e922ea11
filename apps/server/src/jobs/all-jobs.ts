import type { ServerContext } from '../server-context.js';
import { deliverAlertJob } from './deliver-alert-job.js';
import { deliverScanNotificationsJob } from './deliver-scan-notifications-job.js';
import { enforceBillingDeadlinesJob } from './enforce-billing-deadlines-job.js';
import { handleGithubEventJob } from './handle-github-event-job.js';
import type { JobDefinition } from './job-definition.js';
import { pollCodeHostsJob } from './poll-code-hosts-job.js';
import { queueOpenPullRequestChecksJob } from './queue-open-pull-request-checks-job.js';
import { scanDocSourceJob } from './scan-doc-source-job.js';
import { scanPullRequestJob } from './scan-pull-request-job.js';
import { scanRepositoryJob } from './scan-repository-job.js';
import { scheduledScanTickJob } from './scheduled-scan-tick-job.js';
import { sendDailyDigestsJob } from './send-daily-digests-job.js';
import { sweepExpiredRowsJob } from './sweep-expired-rows-job.js';
import { syncLinearStatusesJob } from './sync-linear-statuses-job.js';

/** Every job, for registering queues and starting workers. */
export const allJobs: readonly JobDefinition<unknown, ServerContext>[] = [
  scanRepositoryJob,
  deliverScanNotificationsJob,
  scheduledScanTickJob,
  sweepExpiredRowsJob,
  deliverAlertJob,
  sendDailyDigestsJob,
  enforceBillingDeadlinesJob,
  scanPullRequestJob,
  handleGithubEventJob,
  scanDocSourceJob,
  pollCodeHostsJob,
  syncLinearStatusesJob,
  queueOpenPullRequestChecksJob,
];
