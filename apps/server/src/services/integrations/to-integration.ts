import type { Integration } from '@driftwatch/contract';
import type { IntegrationWithConnector } from '@driftwatch/db';

/** The API's view of a stored integration: everything but the sealed secret. */
export function toIntegration({ integration, connectedBy }: IntegrationWithConnector): Integration {
  return {
    id: integration.id,
    platform: integration.platform,
    connected: integration.status === 'connected',
    status: integration.status,
    statusReason: integration.statusReason,
    username: integration.username,
    userEmail: integration.userEmail,
    teamName: integration.teamName,
    externalId: integration.externalId,
    avatar: integration.avatar,
    scopes: integration.scopes,
    // Every integration is connected for an organization and shared by its members.
    organizationLevel: true,
    requiresOrg: true,
    connectedBy,
    emails: integration.emails,
    createdAt: integration.createdAt.toISOString(),
    updatedAt: integration.updatedAt.toISOString(),
    disconnectedAt: integration.disconnectedAt?.toISOString() ?? null,
  };
}
