import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// Not in the contract yet: the install page reports GitHub's installation_id with
// GET /api/integrations/github/app/installed?installation_id, which the server does not serve yet.
const installedPath = '/api/integrations/github/app/installed';
const installedResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

const githubInstallationQueryKey = (installationId: string) =>
  ['github-installation', installationId] as const;

function saveGithubInstallation(installationId: string, signal?: AbortSignal) {
  return apiRequest({
    path: installedPath,
    schema: installedResponseSchema,
    query: { installation_id: installationId },
    signal,
  });
}

/**
 * The callback's one call, a GET that may safely repeat: a query, so React runs it once per id
 * however often the page renders. Retrying cannot turn a refused installation into an accepted one.
 */
export function useSaveGithubInstallation(installationId: string | null) {
  return useQuery({
    queryKey: githubInstallationQueryKey(installationId ?? ''),
    queryFn: ({ signal }) => saveGithubInstallation(installationId ?? '', signal),
    enabled: installationId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
