import { pathFor, routes, successMessageSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

export interface DocSourceLink {
  repositoryId: string;
  sourceId: string;
}

export function linkDocSource({ repositoryId, sourceId }: DocSourceLink) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.docSource, { id: repositoryId, sourceId }),
    schema: successMessageSchema,
  });
}

function unlinkDocSource({ repositoryId, sourceId }: DocSourceLink) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.repositories.docSource, { id: repositoryId, sourceId }),
    schema: successMessageSchema,
  });
}

async function refreshLinks(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
  await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
}

/** Links (linked true) or unlinks a source and a repository; both sides' lists are refreshed. */
export function useSetDocSourceLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linked, ...link }: DocSourceLink & { linked: boolean }) =>
      linked ? linkDocSource(link) : unlinkDocSource(link),
    onSuccess: () => refreshLinks(queryClient),
  });
}
