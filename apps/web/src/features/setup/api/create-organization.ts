import {
  type CreateOrganizationRequest,
  createOrganizationResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function createOrganization(payload: CreateOrganizationRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.teams.organizations,
    schema: createOrganizationResponseSchema,
    body: payload,
  });
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
