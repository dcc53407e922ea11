import { createRequire } from 'node:module';

/** What every call of the SDK resolves to; `data` is Bitbucket's JSON, read with a schema by the caller. */
export interface BitbucketResponse {
  data: unknown;
  status: number;
}

type Endpoint = (params: Record<string, unknown>) => Promise<BitbucketResponse>;

/**
 * The part of the `bitbucket` SDK (Bitbucket Cloud REST API 2.0) Driftwatch calls. Typed here: the
 * package's own declarations pull in TypeScript sources that do not compile under this repository's
 * strict module settings.
 */
export interface BitbucketClient {
  user: { get: Endpoint };
  repositories: {
    listGlobal: Endpoint;
    list: Endpoint;
    get: Endpoint;
    createWebhook: Endpoint;
    deleteWebhook: Endpoint;
    getBranch: Endpoint;
    getCommit: Endpoint;
    getMergeBase: Endpoint;
    listPullRequests: Endpoint;
    getPullRequest: Endpoint;
    listPullRequestComments: Endpoint;
    createPullRequestComment: Endpoint;
    updatePullRequestComment: Endpoint;
    createCommitBuildStatus: Endpoint;
  };
  /** Follows a page's `next` link (Bitbucket paginates with `values` and `next`). */
  getNextPage(page: { next?: string }): Promise<BitbucketResponse>;
}

/**
 * How a Bitbucket connection authenticates: OAuth tokens and repository or workspace access tokens
 * are bearer tokens; an API token goes with its Atlassian account's email in Basic auth.
 */
export type BitbucketAuth = { token: string } | { username: string; password: string };

type BitbucketFactory = new (options: {
  baseUrl: string;
  auth: BitbucketAuth;
  notice: boolean;
}) => BitbucketClient;

const require = createRequire(import.meta.url);

/** The SDK pointed at `baseUrl`, without the banner it otherwise prints for every client. */
export function createBitbucketClient(baseUrl: string, auth: BitbucketAuth): BitbucketClient {
  const { Bitbucket } = require('bitbucket') as { Bitbucket: BitbucketFactory };
  return new Bitbucket({ baseUrl, auth, notice: false });
}
