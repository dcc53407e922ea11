import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// Not in the contract yet: the install page reports GitHub's installation_id with
// GET /api/integrations/github/app/installed?installation_id, which the server does not serve yet.
const installedPath = '/api/integrations/github/app/installed';
const installedResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

export function saveGithubInstallation(installationId: string) {
  return apiRequest({
    path: installedPath,
    schema: installedResponseSchema,
    query: { installation_id: installationId },
  });
}
