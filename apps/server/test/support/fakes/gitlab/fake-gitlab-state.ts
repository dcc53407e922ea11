/** A project hook as the fake keeps it (GitLab never returns the token). */
export interface FakeGitlabHook {
  id: number;
  projectId: number;
  url: string;
  token: string | null;
  pushEvents: boolean;
  mergeRequestsEvents: boolean;
  enableSslVerification: boolean;
  createdAt: string;
}

export interface FakeGitlabNote {
  id: number;
  body: string;
  system: boolean;
  authorUsername: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeGitlabMergeRequest {
  iid: number;
  id: number;
  title: string;
  sourceBranch: string;
  targetBranch: string;
  state: 'opened' | 'closed' | 'merged';
  /** The head commit (sha) and GitLab's diff base (merge base with the target when last updated). */
  headSha: string;
  baseSha: string;
  notes: FakeGitlabNote[];
}

/** A commit status, newest last; GitLab keeps one per (sha, name, ref) and updates it. */
export interface FakeGitlabStatus {
  id: number;
  sha: string;
  name: string;
  status: string;
  description: string | null;
  targetUrl: string | null;
  updatedAt: string;
}

export interface FakeGitlabProject {
  id: number;
  name: string;
  /** namespace/path */
  pathWithNamespace: string;
  description: string;
  visibility: 'private' | 'internal' | 'public';
  defaultBranch: string;
  /** The bare repository the fake's git endpoint serves. */
  bareDir: string;
  hooks: FakeGitlabHook[];
  mergeRequests: FakeGitlabMergeRequest[];
  statuses: FakeGitlabStatus[];
}

export interface FakeGitlabState {
  user: { id: number; username: string; name: string; email: string };
  /** Tokens GitLab accepts (personal access tokens, OAuth tokens alike). */
  tokens: Set<string>;
  /** Refresh tokens of the OAuth application, each spent once, with the access token issued beside it. */
  refreshTokens: Map<string, string>;
  projects: FakeGitlabProject[];
  nextId: number;
  /** Every API request, for tests that check what was (not) called. */
  requests: Array<{ method: string; path: string }>;
}

export function createFakeGitlabState(): FakeGitlabState {
  return {
    user: { id: 4242, username: 'ada', name: 'Ada Lovelace', email: 'ada@gitlab.example' },
    tokens: new Set(),
    refreshTokens: new Map(),
    projects: [],
    nextId: 1000,
    requests: [],
  };
}

export function nextId(state: FakeGitlabState): number {
  state.nextId += 1;
  return state.nextId;
}
