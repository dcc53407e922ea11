import type { LinearStatusResponse } from '@driftwatch/contract';
import { findCurrentIntegration } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { linearConnectAdapter } from '../integrations/connect/linear-connect-adapter.js';

/** Connected means a push can be tried; broken means Linear refused the token and a reconnect is due. */
export async function getLinearStatus(
  context: ServerContext,
  organizationId: string,
): Promise<LinearStatusResponse> {
  const current = await findCurrentIntegration(context.db, organizationId, 'linear');
  const status = current?.integration.status;
  return {
    connected: status === 'connected',
    status: status === 'connected' || status === 'broken' ? status : null,
    missing_config: linearConnectAdapter.missingConfig(context.config),
  };
}
