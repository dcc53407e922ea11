import {
  githubInstalledResponseSchema,
  routes,
  saveGithubInstallationResponseSchema,
} from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Saves the installation GitHub sent the browser back with (its state proves the install started
 * here), then confirms the organization holds it. Without a state (the App's settings were changed
 * on GitHub, which then sends people back here too) there is nothing to save, only to confirm.
 */
async function saveGithubInstallation(installationId: string, state: string, signal?: AbortSignal) {
  if (state)
    await apiRequest({
      method: 'POST',
      path: routes.integrations.githubAppInstallations,
      schema: saveGithubInstallationResponseSchema,
      body: { installation_id: Number(installationId), state },
      signal,
    });
  const installed = await apiRequest({
    path: routes.integrations.githubAppInstalled,
    schema: githubInstalledResponseSchema,
    query: { installation_id: installationId },
    signal,
  });
  // The page then shows its default failure text.
  if (!installed.installed) throw new Error('The installation was not saved.');
  return installed;
}

/**
 * The callback's one save, as a query so React runs it once per installation however often the page
 * renders; the state is single use, so a retry could only fail.
 */
export function useSaveGithubInstallation(installationId: string | null, state: string) {
  return useQuery({
    queryKey: ['github-installation', installationId ?? '', state] as const,
    queryFn: ({ signal }) => saveGithubInstallation(installationId ?? '', state, signal),
    enabled: installationId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
