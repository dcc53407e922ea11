import { type ConnectAdapter, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

/**
 * Connecting GitHub installs the Driftwatch GitHub App: the browser goes to the App's installation
 * page with the state, and GitHub sends it back to /install/github (the App's setup URL) with the
 * installation id and the same state, where the page saves the installation. No OAuth code comes
 * back to the connect callback, so an exchange there is refused.
 */
export const githubAppConnectAdapter: ConnectAdapter = {
  platform: 'github_app',
  name: 'The GitHub App',
  missingConfig: (config) => [...config.githubAppMissing],
  authorizeUrl(context, { state }) {
    return oauthAuthorizeUrl(context.config.githubApp?.installUrl ?? '', { state });
  },
  exchange() {
    return Promise.reject(new ConnectFailure('token_exchange_failed'));
  },
};
