import {
  type ConnectCodeHostTokenRequest,
  connectCodeHostTokenResponseSchema,
  pathFor,
  routes,
  type TokenCodeHost,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connects the organization's GitLab or Bitbucket with an access token (checked by the server with the host). */
export function connectCodeHostToken(host: TokenCodeHost, payload: ConnectCodeHostTokenRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.codeHosts.tokenConnect, { host }),
    schema: connectCodeHostTokenResponseSchema,
    body: payload,
  });
}
