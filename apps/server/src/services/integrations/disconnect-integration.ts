import type { DeleteIntegrationResponse } from '@driftwatch/contract';
import { findIntegration, recordAuditEvent, revokeIntegration } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { revokeProviderToken } from './revoke-provider-token.js';
import { toIntegration } from './to-integration.js';

/** Revokes the token at the provider where possible, removes the secret and keeps the record as history. */
export async function disconnectIntegration(
  context: ServerContext,
  scope: OrganizationScope,
  id: string,
): Promise<DeleteIntegrationResponse> {
  const found = await findIntegration(context.db, scope.organizationId, id);
  if (!found || found.integration.status === 'revoked') throw notFound();
  await revokeProviderToken(context, found.integration);
  const revoked = await revokeIntegration(context.db, scope.organizationId, id, 'disconnected');
  if (!revoked) throw notFound();
  await recordAuditEvent(context.db, {
    action: 'integration.disconnected',
    organizationId: scope.organizationId,
    actorUserId: scope.userId,
    targetType: 'integration',
    targetId: id,
    metadata: { platform: revoked.platform },
  });
  return {
    success: true,
    message: 'Integration disconnected',
    integration: toIntegration({ integration: revoked, connectedBy: found.connectedBy }),
  };
}
