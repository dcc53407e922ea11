import type { IntegrationPlatform, PlatformIntegrationResponse } from '@driftwatch/contract';
import { findCurrentIntegration } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { findCatalogueEntry } from './build-catalogue.js';
import { toIntegration } from './to-integration.js';

export async function getPlatformIntegration(
  context: ServerContext,
  organizationId: string,
  platform: IntegrationPlatform,
): Promise<PlatformIntegrationResponse> {
  const found = await findCurrentIntegration(context.db, organizationId, platform);
  const integration = found ? toIntegration(found) : null;
  return {
    platform,
    connected: integration?.connected ?? false,
    integration,
    catalogueEntry: findCatalogueEntry(context.config, platform),
  };
}
