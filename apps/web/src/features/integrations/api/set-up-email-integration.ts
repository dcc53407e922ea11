import {
  type EmailIntegrationSetupRequest,
  emailIntegrationSetupResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { queryRoots } from '../../../lib/query-roots';

function setUpEmailIntegration(payload: EmailIntegrationSetupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.integrations.emailSetup,
    schema: emailIntegrationSetupResponseSchema,
    body: payload,
  });
}

/** Saves where email alerts go; the email card then shows Connected. */
export function useSetUpEmailIntegration(options: MutationOptionsFor<typeof setUpEmailIntegration> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setUpEmailIntegration,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.integrations });
      await options.onSuccess?.(...args);
    },
  });
}
