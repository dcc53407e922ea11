import { readFile } from 'node:fs/promises';
import type { GithubAppConfig } from './app-config.js';
import type { Environment } from './config-schema.js';

const githubAppVariables = [
  'GITHUB_APP_ID',
  'GITHUB_APP_PRIVATE_KEY',
  'GITHUB_APP_WEBHOOK_SECRET',
  'GITHUB_APP_SLUG',
] as const;

/**
 * The App's private key: the PEM itself (newlines may be written as \n, as one-line env files
 * need), or a path to the .pem file GitHub lets you download.
 */
async function readPrivateKey(value: string): Promise<string> {
  const inline = value.replaceAll('\\n', '\n');
  if (inline.includes('-----BEGIN')) return inline;
  return readFile(value, 'utf8');
}

/** The GitHub App, or undefined with the variables still unset; a half-configured App does nothing. */
export async function githubAppConfig(
  parsed: Environment,
): Promise<{ app: GithubAppConfig | undefined; missing: string[] }> {
  const missing = githubAppVariables.filter((name) => !parsed[name]);
  const { GITHUB_APP_ID: appId, GITHUB_APP_PRIVATE_KEY: key, GITHUB_APP_WEBHOOK_SECRET: secret } = parsed;
  const slug = parsed.GITHUB_APP_SLUG;
  if (!appId || !key || !secret || !slug) return { app: undefined, missing };
  const webUrl = parsed.GITHUB_WEB_URL.replace(/\/+$/, '');
  return {
    app: {
      appId,
      privateKey: await readPrivateKey(key),
      webhookSecret: secret,
      slug,
      apiUrl: parsed.GITHUB_API_URL.replace(/\/+$/, ''),
      webUrl,
      installUrl: `${webUrl}/apps/${slug}/installations/new`,
    },
    missing: [],
  };
}
