import type { DocSourceResponse, updateDocSourceRequestSchema } from '@driftwatch/contract';
import { updateDocSource as updateRow } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { checkSourceInput } from './check-source-input.js';
import { computeNextSync } from './compute-next-sync.js';
import { loadDocSources } from './load-doc-sources.js';
import { requireDocSource } from './require-doc-source.js';

/** Changes a source's pages, name or schedule; the next sync reads pages new to the scope. */
export async function updateDocSource(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
  changes: z.output<typeof updateDocSourceRequestSchema>,
): Promise<DocSourceResponse> {
  const source = await requireDocSource(context, organizationId, docSourceId);
  await checkSourceInput(context, organizationId, {
    provider: source.provider,
    pageIds: changes.scope?.pageIds,
    customCron: changes.schedule?.customCron,
  });
  const schedule = changes.schedule
    ? { scheduleType: changes.schedule.type, customCron: changes.schedule.customCron ?? null }
    : undefined;
  const row = await updateRow(context.db, organizationId, docSourceId, {
    ...(changes.name ? { name: changes.name } : {}),
    ...(changes.scope ? { pageIds: [...new Set(changes.scope.pageIds)] } : {}),
    ...(schedule ? { ...schedule, nextSyncAt: computeNextSync(schedule, context.clock.now()) } : {}),
  });
  if (!row) throw notFound();
  const [docSource] = await loadDocSources(context, organizationId, [row]);
  if (!docSource) throw notFound();
  return { docSource };
}
