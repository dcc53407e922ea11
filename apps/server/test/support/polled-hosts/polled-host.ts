import type { TestServer } from '../start-test-server.js';

/** One code host as the polling tests drive it: the same scenario runs against every host's fake. */
export interface PolledHost {
  /** Server environment pointing the host's SDK at the fake. */
  env: Record<string, string>;
  /** Connects the host for the account with a token the fake accepts. */
  connect(server: TestServer, accountToken: string): Promise<void>;
  /** The body of POST /api/repositories for the fake's repository, without the change detection. */
  repositoryBody: Record<string, unknown>;
  /** The secrets of the hooks the repository has now (null for a hook without one). */
  hookSecrets(): Array<string | null>;
  push(branch: string): Promise<string>;
  /** Opens a pull (merge) request from a pushed branch; the returned call re-reads it after a push. */
  openPullRequest(sourceBranch: string, title: string): Promise<() => Promise<void>>;
  /** How many branch look-ups the host's API has answered so far. */
  branchLookups(): number;
  close(): Promise<void>;
}
