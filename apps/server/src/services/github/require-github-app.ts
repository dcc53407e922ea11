import type { GithubAppConfig } from '../../config/app-config.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** The App's configuration, or an answer naming the variables this server still needs. */
export function requireGithubApp(context: ServerContext): GithubAppConfig {
  const config = context.config.githubApp;
  if (config) return config;
  const missing = [...context.config.githubAppMissing];
  throw requestFailed(
    'provider_not_configured',
    `The GitHub App is not configured on this server: set ${missing.join(', ')}.`,
    400,
    { missingConfig: missing },
  );
}
