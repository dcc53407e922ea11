import { type DocSourceRow, updateDocSource } from '@driftwatch/db';
import { GitError } from '@driftwatch/integrations';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import type { SourceProgress } from './create-source-progress.js';
import { DocProviderError } from './doc-provider-reader.js';
import { queueSourceAlerts } from './queue-source-alerts.js';
import { type SyncResult, syncDocSource } from './sync-doc-source.js';

/** The sentence a source shows for a failure; anything unexpected stays in the log. */
export function failureMessage(error: unknown): string {
  if (error instanceof DocProviderError || error instanceof GitError || error instanceof JobError)
    return error.message;
  return 'The check failed unexpectedly.';
}

/** What the source shows when some pages could not be read, or null when all were. */
export function pagesProblem(failures: ReadonlyArray<{ pageId: string; error: string }>): string | null {
  if (failures.length === 0) return null;
  const [first] = failures;
  const more = failures.length > 1 ? ` (and ${failures.length - 1} more)` : '';
  return `${failures.length} page${failures.length === 1 ? '' : 's'} could not be read: ${first?.pageId} ${first?.error}${more}`;
}

/**
 * Syncs a source's pages with the source shown as syncing and its page counts sent live. A
 * failure is recorded on the source (status error, the reason, plus `onFailure`), sent to its
 * channels as syncFailed, and thrown.
 */
export async function syncSourceRecorded(
  context: ServerContext,
  source: DocSourceRow,
  input: { runId: string; progress: SourceProgress; onFailure?: { nextSyncAt: Date | null } },
): Promise<SyncResult> {
  const { organizationId } = source;
  await updateDocSource(context.db, organizationId, source.id, { status: 'syncing' });
  try {
    return await syncDocSource(context, source, input.progress.syncing);
  } catch (error) {
    const message = failureMessage(error);
    if (!(error instanceof DocProviderError))
      context.logger.error({ err: error, docSourceId: source.id }, 'A doc source sync failed unexpectedly');
    await updateDocSource(context.db, organizationId, source.id, {
      status: 'error',
      lastError: message,
      ...input.onFailure,
    });
    await queueSourceAlerts(context, source, input.runId, [{ event: 'sync_failed', error: message }]);
    await input.progress.finished('error');
    throw error;
  }
}
