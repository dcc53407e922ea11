import {
  type ConnectConfluenceTokenRequest,
  connectConfluenceTokenResponseSchema,
  routes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connects Confluence Cloud with an API token (checked by the server with the site first). */
export function connectConfluenceToken(payload: ConnectConfluenceTokenRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.confluence.tokenConnect,
    schema: connectConfluenceTokenResponseSchema,
    body: payload,
  });
}
