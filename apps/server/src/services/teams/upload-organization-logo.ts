import { createHash } from 'node:crypto';
import { logoMaxBytes, logoMessages, pathFor, routes, type UploadLogoResponse } from '@driftwatch/contract';
import { recordAuditEvent, saveOrganizationLogo } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireActiveTeamManager } from './require-team-manager.js';
import { sniffImageType } from './sniff-image-type.js';

export interface UploadOrganizationLogoInput {
  authentication: Authentication;
  organizationId: string;
  /**
   * Reads the uploaded bytes. Called only after the permission check, so a stranger's upload is
   * refused before its body is read.
   */
  readLogo: () => Promise<Buffer>;
}

/** Owners and admins (and team managers) of an active organization replace its logo. */
export async function uploadOrganizationLogo(
  context: ServerContext,
  { authentication, organizationId, readLogo }: UploadOrganizationLogoInput,
): Promise<UploadLogoResponse> {
  await requireActiveTeamManager(context.db, organizationId, authentication.user.id);
  const content = await readLogo();
  if (content.byteLength >= logoMaxBytes) {
    throw validationFailed([{ path: 'logo', message: logoMessages.tooLarge }]);
  }
  const contentType = sniffImageType(content);
  if (!contentType) throw validationFailed([{ path: 'logo', message: logoMessages.invalidType }]);

  const sha256 = createHash('sha256').update(content).digest('hex');
  const logoUrl = pathFor(routes.teams.logoFile, { id: organizationId, version: sha256 });
  await saveOrganizationLogo(
    context.db,
    { organizationId, content, contentType, sha256, logoUrl },
    context.clock.now(),
  );
  await recordAuditEvent(context.db, {
    action: 'organization.logo_updated',
    organizationId,
    actorUserId: authentication.user.id,
    targetType: 'organization',
    targetId: organizationId,
    metadata: { content_type: contentType, byte_size: content.byteLength },
  });
  return { success: true, logo_url: logoUrl };
}
