import { pathFor, repositoryDocSourcesResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

interface DocSourceLinkChange {
  repositoryId: string;
  sourceId: string;
  /** True links the source to the repository, false unlinks it. */
  linked: boolean;
}

function setDocSourceLink({ repositoryId, sourceId, linked }: DocSourceLinkChange) {
  return apiRequest({
    method: linked ? 'POST' : 'DELETE',
    path: pathFor(routes.repositories.docSource, { id: repositoryId, sourceId }),
    schema: repositoryDocSourcesResponseSchema,
  });
}

/** Links or unlinks a source and a repository; both sides' lists are refreshed. */
export function useSetDocSourceLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocSourceLink,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
    },
  });
}
