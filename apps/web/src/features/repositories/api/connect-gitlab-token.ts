import {
  type ConnectCodeHostTokenRequest,
  connectCodeHostTokenResponseSchema,
  pathFor,
  routes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connects the organization's GitLab with an access token (checked by the server with GitLab). */
export function connectGitlabToken(payload: ConnectCodeHostTokenRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.codeHosts.tokenConnect, { host: 'gitlab' }),
    schema: connectCodeHostTokenResponseSchema,
    body: payload,
  });
}
