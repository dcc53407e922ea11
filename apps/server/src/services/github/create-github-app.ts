import { App } from '@octokit/app';
import { Octokit } from '@octokit/core';
import type { GithubAppConfig } from '../../config/app-config.js';

const apps = new WeakMap<GithubAppConfig, App>();

/**
 * The App client (one per configuration, so installation tokens are cached between calls). Every
 * request goes to GITHUB_API_URL: github.com, a GitHub Enterprise Server, or the tests' fake.
 */
export function createGithubApp(config: GithubAppConfig): App {
  const known = apps.get(config);
  if (known) return known;
  const app = new App({
    appId: config.appId,
    privateKey: config.privateKey,
    webhooks: { secret: config.webhookSecret },
    Octokit: Octokit.defaults({ baseUrl: config.apiUrl }),
  });
  apps.set(config, app);
  return app;
}
