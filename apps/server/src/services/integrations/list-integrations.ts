import type { IntegrationListResponse } from '@driftwatch/contract';
import { listCurrentIntegrations } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { buildCatalogue } from './build-catalogue.js';
import { toIntegration } from './to-integration.js';

export async function listIntegrations(
  context: ServerContext,
  organizationId: string,
): Promise<IntegrationListResponse> {
  const rows = await listCurrentIntegrations(context.db, organizationId);
  return { integrations: rows.map(toIntegration), catalogue: buildCatalogue(context.config) };
}
