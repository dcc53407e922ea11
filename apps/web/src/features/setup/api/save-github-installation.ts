import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// Not in the contract yet: the spec names GET /api/integrations/github/app/installed?installation_id.
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
