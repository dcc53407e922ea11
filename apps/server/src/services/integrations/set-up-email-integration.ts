import type { EmailIntegrationSetupResponse, emailIntegrationSetupRequestSchema } from '@driftwatch/contract';
import { findIntegration, recordAuditEvent, saveConnectedIntegration } from '@driftwatch/db';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { toIntegration } from './to-integration.js';

/** Connects (or updates) the email integration: the addresses alerts go to, primary first. */
export async function setUpEmailIntegration(
  context: ServerContext,
  scope: OrganizationScope,
  input: z.output<typeof emailIntegrationSetupRequestSchema>,
): Promise<EmailIntegrationSetupResponse> {
  const emails = [...new Set([input.primaryEmail, ...input.additionalEmails])];
  const row = await saveConnectedIntegration(context.db, {
    organizationId: scope.organizationId,
    platform: 'email',
    userEmail: input.primaryEmail,
    emails,
    connectedByUserId: scope.userId,
  });
  await recordAuditEvent(context.db, {
    action: 'integration.connected',
    organizationId: scope.organizationId,
    actorUserId: scope.userId,
    targetType: 'integration',
    targetId: row.id,
    metadata: { platform: 'email' },
  });
  const saved = await findIntegration(context.db, scope.organizationId, row.id);
  if (!saved) throw new Error('The email integration disappeared after saving');
  return { success: true, message: 'Email integration connected', integration: toIntegration(saved) };
}
