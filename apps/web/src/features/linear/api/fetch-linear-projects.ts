import { linearProjectsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { buildQuery } from '../../../lib/build-query';
import { queryRoots } from '../../../lib/query-roots';

function fetchLinearProjects(teamId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `${routes.linear.projects}${buildQuery({ team_id: teamId })}`,
    schema: linearProjectsResponseSchema,
    signal,
  });
}

/** One team's projects; nothing is read until a team is chosen. */
export function useLinearProjects(teamId: string) {
  return useQuery({
    queryKey: [...queryRoots.integrations, 'linear', 'projects', teamId] as const,
    queryFn: ({ signal }) => fetchLinearProjects(teamId, signal),
    select: (response) => response.projects,
    enabled: teamId !== '',
  });
}
