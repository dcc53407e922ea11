import { type ConnectProvider, pathFor, routes } from '@driftwatch/contract';
import type { ServerContext } from '../../../server-context.js';

/** The callback registered with the provider (e.g. in the Slack app's OAuth settings). */
export function connectRedirectUri(context: ServerContext, provider: ConnectProvider): string {
  return `${context.config.publicUrl}${pathFor(routes.integrations.oauthCallback, { provider })}`;
}
