import {
  type CreateOrganizationRequest,
  createOrganizationResponseSchema,
  routes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function createOrganization(payload: CreateOrganizationRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.teams.organizations,
    schema: createOrganizationResponseSchema,
    body: payload,
  });
}
