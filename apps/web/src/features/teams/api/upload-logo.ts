import { pathFor, routes, uploadLogoResponseSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { teamsQueryKeys } from './teams-query-keys';

function uploadLogo({ organizationId, file }: { organizationId: string; file: File }) {
  const form = new FormData();
  form.append('logo', file);
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.teams.logo, { id: organizationId }),
    schema: uploadLogoResponseSchema,
    body: form,
  });
}

export function useUploadLogo(options: MutationOptionsFor<typeof uploadLogo> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: uploadLogo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
