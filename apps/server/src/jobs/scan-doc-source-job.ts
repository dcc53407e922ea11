import { findDocSourceById } from '@driftwatch/db/worker';
import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { DocProviderError } from '../services/doc-sources/doc-provider-reader.js';
import { scanDocSource } from '../services/doc-sources/scan-doc-source.js';
import { defineJob, JobError } from './job-definition.js';

/**
 * A scheduled sync and check of one doc source. The source records a failure itself; only a
 * provider that could not answer (rate limit, outage) is worth another attempt.
 */
export const scanDocSourceJob = defineJob({
  id: 'scan-doc-source',
  payload: z.object({ docSourceId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 60 * 60,
  handler: async (payload, deps: ServerContext) => {
    const source = await findDocSourceById(deps.db, payload.docSourceId);
    if (!source) return;
    try {
      await scanDocSource(deps, source);
    } catch (error) {
      if (error instanceof DocProviderError) throw new JobError(error.message, error.code === 'unavailable');
      throw error;
    }
  },
});
