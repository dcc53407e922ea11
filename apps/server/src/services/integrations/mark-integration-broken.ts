import { markIntegrationBroken as markBrokenRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

/**
 * Records that the provider refused the integration's token (e.g. Slack's token_revoked), so the
 * Integrations screen shows it as broken with the reason until someone connects again.
 */
export async function markIntegrationBroken(
  context: ServerContext,
  input: { organizationId: string; integrationId: string; reason: string },
): Promise<void> {
  const row = await markBrokenRow(context.db, input.organizationId, input.integrationId, input.reason);
  if (row) {
    context.logger.warn(
      { organizationId: input.organizationId, integrationId: input.integrationId, reason: input.reason },
      `The ${row.platform} integration is broken`,
    );
  }
}
