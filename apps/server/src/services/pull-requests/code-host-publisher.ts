import type { RepositoryCredentials } from '@driftwatch/integrations';

/** The hidden line that finds Driftwatch's one comment on a pull request again after each push. */
export const pullRequestCommentMarker = '<!-- driftwatch:pr -->';

export type CheckConclusion = 'success' | 'neutral' | 'failure';

/** A note on one line range of one file of the head commit (a doc line, or new code without docs). */
export interface CheckAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

export interface CheckOutcome {
  conclusion: CheckConclusion;
  /** One line: what the check found. */
  title: string;
  /** Markdown shown on the check's page. */
  summary: string;
  annotations: CheckAnnotation[];
}

/** Where a fork's pull-request head is fetched from. */
export interface ForkHead {
  cloneUrl: string;
  ref: string;
}

/** The pull request a check is about, as the host names it. */
export interface PullRequestTarget {
  number: number;
  url: string;
  baseSha: string;
  headSha: string;
}

/** A one-line fix offered on a line the pull request changed, for the author to commit. */
interface LineSuggestion {
  path: string;
  line: number;
  body: string;
}

/** Review comments with fixes the author commits from the host's page (GitHub's suggestions). */
export interface SuggestionPublisher {
  /** The head-side lines the pull request added or changed, by file path: where a suggestion can go. */
  changedLines(target: PullRequestTarget): Promise<Map<string, Set<number>>>;
  /** Posts one suggestion on the head commit; returns the host's id of the review comment. */
  post(target: PullRequestTarget, suggestion: LineSuggestion): Promise<string>;
}

/**
 * What the pull-request pipeline needs from a code host (GitHub, GitLab, Bitbucket): a token to
 * fetch the head commit with, a check or commit status on the head commit, and one comment on the
 * pull request that each push edits in place.
 */
export interface CodeHostPublisher {
  /** Credentials for fetching the repository now (short-lived tokens are minted per call). */
  cloneCredentials(): Promise<RepositoryCredentials | undefined>;
  /** Shows the check as running on the head commit; returns the host's id for it, if it has one. */
  startCheck(target: PullRequestTarget): Promise<string | null>;
  /** Completes the check started by startCheck (or creates it completed when checkId is null). */
  completeCheck(
    target: PullRequestTarget,
    checkId: string | null,
    outcome: CheckOutcome,
  ): Promise<string | null>;
  /** Edits the pull request's comment that contains the marker, or creates it when there is none. */
  upsertComment(target: PullRequestTarget, body: string): Promise<void>;
  /**
   * The ref under which the host keeps a pull request's head in the base repository, so a head
   * pushed to a fork can be fetched from the repository Driftwatch cloned.
   */
  headRef(number: number): string;
  /**
   * For hosts that keep no pull-request ref (Bitbucket): the fork a pull request's head was pushed
   * to and its branch, fetched from there instead; undefined when the head is in the repository.
   */
  forkHead?(target: PullRequestTarget): Promise<ForkHead | undefined>;
  /** A browsable link to a line of a file at a commit, for the comment's table. */
  lineUrl(sha: string, path: string, line: number): string | null;
  /** Present on hosts that take fixes as review suggestions; the others get patches in the comment. */
  suggestions?: SuggestionPublisher;
}
