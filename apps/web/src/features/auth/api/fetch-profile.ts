import { profileResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export async function fetchProfile(signal?: AbortSignal) {
  const response = await apiRequest({ path: routes.user.profile, schema: profileResponseSchema, signal });
  return response.user;
}
