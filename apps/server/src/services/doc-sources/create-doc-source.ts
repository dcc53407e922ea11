import type { CreateDocSourceResponse, createDocSourceRequestSchema } from '@driftwatch/contract';
import { findCurrentIntegration, insertDocSource, linkDocSourceRepository } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { checkSourceInput } from './check-source-input.js';
import { computeNextSync } from './compute-next-sync.js';
import { loadDocSources } from './load-doc-sources.js';

/** Stores a source (nothing when any input is refused) and links the repositories it names. */
export async function createDocSource(
  context: ServerContext,
  organizationId: string,
  input: z.output<typeof createDocSourceRequestSchema>,
): Promise<CreateDocSourceResponse> {
  await checkSourceInput(context, organizationId, {
    provider: input.provider,
    pageIds: input.scope.pageIds,
    customCron: input.schedule.customCron,
    repositoryIds: input.repositoryIds,
  });
  const integration = await findCurrentIntegration(context.db, organizationId, input.provider);
  const schedule = { scheduleType: input.schedule.type, customCron: input.schedule.customCron ?? null };
  const row = await context.db.transaction(async (tx) => {
    const created = await insertDocSource(tx, {
      organizationId,
      provider: input.provider,
      name: input.name,
      integrationId: integration?.integration.id ?? null,
      pageIds: [...new Set(input.scope.pageIds)],
      ...schedule,
      nextSyncAt: computeNextSync(schedule, context.clock.now()),
    });
    for (const repositoryId of new Set(input.repositoryIds ?? []))
      await linkDocSourceRepository(tx, { organizationId, docSourceId: created.id, repositoryId });
    return created;
  });
  const [docSource] = await loadDocSources(context, organizationId, [row]);
  if (!docSource) throw new Error('The created doc source could not be read back');
  return { id: row.id, docSource };
}
