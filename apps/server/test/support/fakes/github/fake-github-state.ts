import { generateKeyPairSync, randomBytes } from 'node:crypto';

export interface FakeRepository {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  description: string | null;
  language: string | null;
  defaultBranch: string;
  /** The bare repository git serves. */
  bareDir: string;
  /** A clone the fake commits in and pushes from. */
  workDir: string;
}

export interface FakeInstallation {
  id: number;
  account: string;
  repositoryIds: number[];
}

interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  title?: string;
  message: string;
}

export interface FakeCheckRun {
  id: number;
  repository: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title: string | null; summary: string | null };
  annotations: FakeAnnotation[];
  /** How many requests created or updated it (annotations come in batches of at most 50). */
  requests: number;
}

export interface FakeComment {
  id: number;
  repository: string;
  issueNumber: number;
  body: string;
  /** Times the comment was edited after its creation. */
  edits: number;
}

export interface FakePullRequest {
  number: number;
  repositoryId: number;
  title: string;
  head: string;
  base: string;
  /** The commits of the last event: the diff GitHub shows is base...head. */
  headSha: string;
  baseSha: string;
}

/** A review comment on a line of a pull request's diff (a suggestion when its body has a suggestion block). */
export interface FakeReviewComment {
  id: number;
  repository: string;
  pullNumber: number;
  commitId: string;
  path: string;
  line: number;
  side: 'RIGHT' | 'LEFT';
  body: string;
  diffHunk: string;
}

/** What the fake GitHub holds: the App (its key pair), installations, repositories, and what Driftwatch sent. */
export class FakeGithubState {
  readonly appId = '424242';
  readonly slug = 'driftwatch-test';
  readonly webhookSecret = randomBytes(16).toString('hex');
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
  readonly installations = new Map<number, FakeInstallation>();
  readonly repositories = new Map<number, FakeRepository>();
  readonly pullRequests: FakePullRequest[] = [];
  readonly tokens = new Map<string, { installationId: number; expiresAt: number }>();
  readonly checkRuns: FakeCheckRun[] = [];
  readonly comments: FakeComment[] = [];
  readonly reviewComments: FakeReviewComment[] = [];
  /** Every API request: method and path, for tests that count calls. */
  readonly requests: string[] = [];
  private nextId = 1000;

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKeyPem = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    this.publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  newId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  issueToken(installationId: number): { token: string; expiresAt: Date } {
    const token = `ghs_${randomBytes(18).toString('hex')}`;
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    this.tokens.set(token, { installationId, expiresAt: expiresAt.getTime() });
    return { token, expiresAt };
  }

  /** The installation a live token belongs to. */
  installationOfToken(token: string): FakeInstallation | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.expiresAt < Date.now()) return undefined;
    return this.installations.get(entry.installationId);
  }

  repositoryByName(owner: string, name: string): FakeRepository | undefined {
    return [...this.repositories.values()].find((repo) => repo.owner === owner && repo.name === name);
  }

  commentsOf(repository: string, issueNumber: number): FakeComment[] {
    return this.comments.filter((c) => c.repository === repository && c.issueNumber === issueNumber);
  }

  reviewCommentsOf(repository: string, pullNumber: number): FakeReviewComment[] {
    return this.reviewComments.filter((c) => c.repository === repository && c.pullNumber === pullNumber);
  }

  checkRunsOf(repository: string, headSha?: string): FakeCheckRun[] {
    return this.checkRuns.filter(
      (run) => run.repository === repository && (headSha === undefined || run.head_sha === headSha),
    );
  }
}
