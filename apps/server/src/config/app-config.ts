import type { ProcessRole } from './config-schema.js';

/** The typed configuration the server runs with, built once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string } | undefined;
  /** Undefined until every GitHub App variable is set; `githubAppMissing` names the unset ones. */
  githubApp: GithubAppConfig | undefined;
  githubAppMissing: readonly string[];
  /**
   * GitHub's web host (OAuth pages) and REST API, both configurable for GitHub Enterprise Server;
   * `oauth` (the OAuth app behind "Continue with GitHub") is undefined until GITHUB_CLIENT_ID and
   * GITHUB_CLIENT_SECRET are set.
   */
  github: { webUrl: string; apiUrl: string; oauth: OauthClient | undefined };
  secretKey: string;
  adminEmails: ReadonlySet<string>;
  logLevel: string;
  sessionTtlMs: number;
  authRateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  webDistDir: string | undefined;
  /** all: HTTP, job workers and scheduler; web: HTTP only (enqueues jobs); worker: jobs and scheduler only. */
  role: ProcessRole;
  /**
   * Whether users may connect repositories by a path on the server or a file:// URL. True for the
   * single-machine install; a hosted, multi-tenant install sets it false. Paths inside the data dir
   * are refused either way.
   */
  allowLocalRepositories: boolean;
  /** Slack's Web API and OAuth; `oauth` is undefined until SLACK_CLIENT_ID and SLACK_CLIENT_SECRET are set. */
  slack: {
    apiUrl: string;
    authorizeUrl: string;
    signingSecret: string | undefined;
    oauth: OauthClient | undefined;
  };
  /** Host names a Teams incoming-webhook URL may point at; `*.` matches any subdomain. */
  teamsWebhookHosts: readonly string[];
  /**
   * Linear's GraphQL and OAuth token API, its authorize page (on linear.app, not the API host) and the
   * secret its webhooks are signed with (undefined: /webhooks/linear answers that it is not configured).
   */
  linear: {
    apiUrl: string;
    authorizeUrl: string;
    oauth: OauthClient | undefined;
    webhookSecret: string | undefined;
  };
  /** Notion's API, which also serves its OAuth authorize page and token endpoint. */
  notion: { apiUrl: string; oauth: OauthClient | undefined };
  /**
   * Confluence Cloud: Atlassian's OAuth host (authorize, token, refresh) and API gateway
   * (accessible-resources, /ex/confluence/{cloudId}). An API token with the site URL connects
   * without `oauth`, which is undefined until CONFLUENCE_CLIENT_ID and CONFLUENCE_CLIENT_SECRET are set.
   */
  confluence: { authUrl: string; apiUrl: string; oauth: OauthClient | undefined };
  /** Undefined without STRIPE_SECRET_KEY: the self-hosted mode where every organization has every feature. */
  stripe: StripeConfig | undefined;
  /** Days a failed payment may stay unpaid before the organization is suspended. */
  billingGraceDays: number;
  /**
   * GitLab.com or a self-managed instance (its web URL; the API is under /api/v4). Access tokens
   * connect without `oauth`, which is undefined until GITLAB_CLIENT_ID and GITLAB_CLIENT_SECRET are set.
   */
  gitlab: { url: string; oauth: OauthClient | undefined };
  /**
   * Bitbucket Cloud: its REST API 2.0 base and the site that serves the OAuth consumer's authorize
   * and token endpoints (/site/oauth2/...), derived from the API URL. Access tokens connect without
   * `oauth`, which is undefined until BITBUCKET_CLIENT_ID and BITBUCKET_CLIENT_SECRET are set.
   */
  bitbucket: { apiUrl: string; siteUrl: string; oauth: OauthClient | undefined };
}

/** A GitHub App on github.com or GitHub Enterprise Server (the API and web base URLs). */
export interface GithubAppConfig {
  appId: string;
  privateKey: string;
  webhookSecret: string;
  slug: string;
  apiUrl: string;
  webUrl: string;
  installUrl: string;
}

export interface OauthClient {
  clientId: string;
  clientSecret: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The SDK's host, port and protocol come from it (a local fake in tests). */
  apiUrl: string;
  prices: Record<'team' | 'pro', Record<'monthly' | 'annual', string>>;
}
