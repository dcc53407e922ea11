import { randomUUID } from 'node:crypto';

/** A repository webhook as the fake keeps it (Bitbucket never returns the secret). */
interface FakeBitbucketHook {
  uuid: string;
  url: string;
  description: string;
  active: boolean;
  secret: string | null;
  events: string[];
  createdAt: string;
}

export interface FakeBitbucketComment {
  id: number;
  raw: string;
  deleted: boolean;
  createdOn: string;
  updatedOn: string;
}

export interface FakeBitbucketPullRequest {
  id: number;
  title: string;
  state: 'OPEN' | 'MERGED' | 'DECLINED';
  sourceBranch: string;
  /** The fork the source branch lives in; null when it is a branch of the repository itself. */
  sourceRepository: FakeBitbucketRepository | null;
  destinationBranch: string;
  /** Full hashes; the API and events show them abbreviated to 12 characters, as Bitbucket does. */
  sourceHash: string;
  destinationHash: string;
  comments: FakeBitbucketComment[];
}

/** A build status; Bitbucket keeps one per (commit, key) and updates it. */
export interface FakeBitbucketStatus {
  key: string;
  commit: string;
  state: string;
  name: string | null;
  description: string | null;
  url: string;
  updatedOn: string;
}

export interface FakeBitbucketRepository {
  uuid: string;
  workspace: string;
  slug: string;
  name: string;
  description: string;
  language: string;
  isPrivate: boolean;
  mainBranch: string;
  /** The bare repository the fake's git endpoint serves. */
  bareDir: string;
  hooks: FakeBitbucketHook[];
  pullRequests: FakeBitbucketPullRequest[];
  statuses: FakeBitbucketStatus[];
}

export interface FakeBitbucketState {
  user: { uuid: string; nickname: string; displayName: string; accountId: string };
  /** OAuth access tokens Bitbucket accepts: they act as the user. */
  tokens: Set<string>;
  /** Repository, project and workspace access tokens, by the workspace they belong to: they act as no user. */
  accessTokens: Map<string, string>;
  /** API tokens, by the Atlassian email they go with in Basic auth. */
  apiTokens: Map<string, string>;
  repositories: FakeBitbucketRepository[];
  nextId: number;
  /** Every API request, for tests that check what was (not) called. */
  requests: Array<{ method: string; path: string }>;
}

export function createFakeBitbucketState(): FakeBitbucketState {
  return {
    user: {
      uuid: `{${randomUUID()}}`,
      nickname: 'ada',
      displayName: 'Ada Lovelace',
      accountId: '557058:ada',
    },
    tokens: new Set(),
    accessTokens: new Map(),
    apiTokens: new Map(),
    repositories: [],
    nextId: 100,
    requests: [],
  };
}

export function nextId(state: FakeBitbucketState): number {
  state.nextId += 1;
  return state.nextId;
}

export function fullName(repository: FakeBitbucketRepository): string {
  return `${repository.workspace}/${repository.slug}`;
}
