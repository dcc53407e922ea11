/**
 * What Driftwatch needs from a code host: find repositories, keep a local copy up to date, and read
 * commits, diffs and folders from it. The Git provider implements it with the git CLI; the GitHub,
 * GitLab and Bitbucket providers add their APIs on top of the same local copy.
 */

export type RepositoryProviderId = 'git' | 'github' | 'gitlab' | 'bitbucket';

/** A token for a private HTTPS remote; never written to disk in plain text by the provider. */
export interface RepositoryCredentials {
  token: string;
  /** Basic-auth user name; defaults to what the host expects for tokens (e.g. x-access-token). */
  username?: string;
}

export type LocationProtocol = 'https' | 'http' | 'ssh' | 'git' | 'file';

/** A validated repository location; never contains credentials. */
export interface RepositoryLocation {
  kind: 'remote' | 'local';
  protocol: LocationProtocol;
  /** What git is given: the remote URL without credentials, or the absolute path on the server. */
  cloneUrl: string;
  /** Stable identity of the repository: `host/owner/name` for remotes, `file:///abs/path` for paths. */
  externalId: string;
  name: string;
  /** `owner/name` (GitLab subgroups kept) for remotes, the folder name for local paths. */
  fullName: string;
  /** Lower-case host (with port when not the default) for remotes, null for local paths. */
  host: string | null;
  /** Browsable https page for github.com, gitlab.com and bitbucket.org remotes, else null. */
  webUrl: string | null;
}

export interface AvailableRepository {
  externalId: string;
  name: string;
  fullName: string;
  url: string;
  webUrl: string | null;
  defaultBranch: string | null;
  description: string | null;
  language: string | null;
  isPrivate: boolean | null;
}

/** A local copy of a repository kept by the provider (a bare clone under the checkouts dir). */
export interface RepositoryCheckout {
  key: string;
  gitDir: string;
  location: RepositoryLocation;
}

export interface CommitInfo {
  sha: string;
  parents: string[];
  /** Full commit message, trailing newline removed. */
  message: string;
  subject: string;
  authorName: string;
  authorEmail: string;
  /** ISO 8601 author date in UTC. */
  authoredAt: string;
  committerName: string;
  committerEmail: string;
  committedAt: string;
}

export type DiffFileStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type_changed';

/** One file of a commit's diff, plus status, binary and truncation flags. */
export interface DiffFile {
  path: string;
  previous_path: string | null;
  status: DiffFileStatus;
  additions: number;
  deletions: number;
  language: string | null;
  /** Unified patch of this file; empty for binary files and for patches over the size cap. */
  patch: string;
  binary: boolean;
  patch_truncated: boolean;
}

/** The diff of one commit, compared with its first parent. */
export interface CommitDiff {
  commit_sha: string;
  parent_sha: string | null;
  repository_url: string | null;
  files: DiffFile[];
  /** True when files beyond the file cap were left out. */
  truncated: boolean;
}

export interface DiffLimits {
  maxFiles?: number;
  maxPatchBytesPerFile?: number;
  maxTotalPatchBytes?: number;
}

export interface FolderListing {
  folders: string[];
  truncated: boolean;
}

/** Languages, doc folders and a suggested file mapping for one commit's tree. */
export interface RepositoryLayout {
  primaryLanguage: string | null;
  /** Code languages by size, largest first; vendored and build folders are left out. */
  languages: Array<{ language: string; bytes: number; files: number }>;
  /** Folders named docs, doc, documentation, guides or wiki holding docs, as `/docs/`. */
  docFolders: string[];
  mainDocFile: string | null;
  codeFileCount: number;
  docFileCount: number;
  suggestedMapping: {
    docFolders: string[];
    mainDocFile: string;
    codePatterns: string[];
    docPatterns: string[];
  };
}

/** A work tree of one commit for a scan; its .git file points at the checkout, so history is readable. */
export interface CommitWorktree {
  dir: string;
  sha: string;
  remove(): Promise<void>;
}

/**
 * One way of finding the commit that made a piece of documentation stale. Patterns are POSIX extended
 * regular expressions limited to what JavaScript reads the same way (escaped literals, bracket
 * expressions without backslashes, groups, alternation, ^ and $); build them with searchPatterns.
 */
export type IntroducingCommitProbe =
  /** The commit that last changed this line of the scanned commit's file (git blame). */
  | { kind: 'line'; path: string; line: number }
  /**
   * The newest commit whose diff changed how often a pattern occurs (git log -S --pickaxe-regex), in
   * `paths` or, without them, in every file that is not documentation. `onlyRemoved` keeps only the
   * patterns no longer found in those files at the scanned commit, so the answer is a removal.
   */
  | { kind: 'pickaxe'; patterns: string[]; paths?: string[]; ignoreCase?: boolean; onlyRemoved?: boolean }
  /** The newest commit that deleted or renamed away this path (a file or a folder). */
  | { kind: 'removed_path'; path: string };

export interface IntroducingCommitTarget {
  /** The caller's name for the target (e.g. a finding's fingerprint); keys the answer. */
  key: string;
  /** Every probe is tried; the newest commit any of them finds is the answer. */
  probes: IntroducingCommitProbe[];
}

/** Bounds on the git work of one call; targets beyond them get no answer. */
export interface IntroducingCommitLimits {
  /** git commands at most (default 60; blame counts once per file). */
  maxCommands?: number;
  /** Wall-clock budget in milliseconds (default 20,000). */
  budgetMs?: number;
}

export interface RepositoryProvider {
  readonly id: RepositoryProviderId;
  /** Validates a URL or path typed by a person and derives the repository's identity from it. */
  parseLocation(input: string): RepositoryLocation;
  listAvailableRepositories(): Promise<AvailableRepository[]>;
  /** Asks the remote for its default branch (also proves the repository is reachable). */
  detectRemoteDefaultBranch(
    location: RepositoryLocation,
    credentials?: RepositoryCredentials,
  ): Promise<string>;
  /** Clones the repository under `key` when absent, otherwise fetches it. */
  prepareCheckout(
    key: string,
    location: RepositoryLocation,
    credentials?: RepositoryCredentials,
  ): Promise<RepositoryCheckout>;
  fetch(checkout: RepositoryCheckout, credentials?: RepositoryCredentials): Promise<void>;
  /**
   * Fetches one ref outside the branches, e.g. a pull request's head from a fork. With `from`, the
   * ref is read from that repository (a fork, for hosts that keep no pull-request ref) and only its
   * commits are kept: no local ref is written.
   */
  fetchRef(
    checkout: RepositoryCheckout,
    ref: string,
    credentials?: RepositoryCredentials,
    from?: RepositoryLocation,
  ): Promise<void>;
  readDefaultBranch(checkout: RepositoryCheckout): Promise<string>;
  resolveBranchHead(checkout: RepositoryCheckout, branch: string): Promise<string>;
  readCommit(checkout: RepositoryCheckout, revision: string): Promise<CommitInfo>;
  listCommitsSince(
    checkout: RepositoryCheckout,
    range: { since: string | null; until: string; limit?: number },
  ): Promise<CommitInfo[]>;
  readCommitDiff(checkout: RepositoryCheckout, revision: string, limits?: DiffLimits): Promise<CommitDiff>;
  createWorktree(checkout: RepositoryCheckout, revision: string): Promise<CommitWorktree>;
  listFolders(checkout: RepositoryCheckout, revision: string, limit?: number): Promise<FolderListing>;
  searchFolders(
    checkout: RepositoryCheckout,
    revision: string,
    query: string,
    limit?: number,
  ): Promise<FolderListing>;
  detectLayout(checkout: RepositoryCheckout, revision: string): Promise<RepositoryLayout>;
  /**
   * For each target, the commit (reachable from `revision`) that its probes point at; targets with no
   * answer (nothing found, shallow history, limits reached) are left out of the map.
   */
  findIntroducingCommits(
    checkout: RepositoryCheckout,
    revision: string,
    targets: IntroducingCommitTarget[],
    limits?: IntroducingCommitLimits,
  ): Promise<Map<string, CommitInfo>>;
  commitWebUrl(location: RepositoryLocation, sha: string): string | null;
  /** Deletes the local copy and its work trees; disconnecting keeps nothing. */
  removeCheckout(key: string): Promise<void>;
}
