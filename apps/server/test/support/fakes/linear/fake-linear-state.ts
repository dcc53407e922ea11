import { createHash, randomBytes, randomUUID } from 'node:crypto';

export interface FakeLinearTeam {
  id: string;
  name: string;
  key: string;
}

export interface FakeLinearProject {
  id: string;
  name: string;
  /** Linear's project state: backlog, planned, started, paused, completed or canceled. */
  state: string;
  teamIds: string[];
}

interface FakeWorkflowState {
  id: string;
  name: string;
  type: string;
  color: string;
  position: number;
}

export interface FakeLinearIssue {
  id: string;
  number: number;
  identifier: string;
  title: string;
  description: string;
  priority: number;
  teamId: string;
  projectId: string | null;
  stateId: string;
  createdAt: string;
  updatedAt: string;
}

interface Grant {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  revoked: boolean;
}

const workflowStates: FakeWorkflowState[] = [
  { id: 'state-backlog', name: 'Backlog', type: 'backlog', color: '#bec2c8', position: 0 },
  { id: 'state-todo', name: 'Todo', type: 'unstarted', color: '#e2e2e2', position: 1 },
  { id: 'state-progress', name: 'In Progress', type: 'started', color: '#f2c94c', position: 2 },
  { id: 'state-done', name: 'Done', type: 'completed', color: '#5e6ad2', position: 3 },
  { id: 'state-canceled', name: 'Canceled', type: 'canceled', color: '#95a2b3', position: 4 },
];

/** What the fake Linear holds: one workspace, its teams, projects and issues, and OAuth grants. */
export class FakeLinearState {
  readonly clientId = 'fake-linear-client';
  readonly clientSecret = 'fake-linear-secret';
  readonly webhookSecret = `lin_wh_${randomBytes(12).toString('hex')}`;
  readonly organization = { id: randomUUID(), name: 'Acme Linear', urlKey: 'acme' };
  readonly viewer = { id: randomUUID(), name: 'Lin Ear', email: 'lin@acme.test' };
  /** Seconds an access token lives; Linear's are a day. */
  accessTokenLifetime = 86_399;
  readonly teams: FakeLinearTeam[] = [
    { id: randomUUID(), name: 'Engineering', key: 'ENG' },
    { id: randomUUID(), name: 'Documentation', key: 'DOC' },
  ];
  readonly projects: FakeLinearProject[];
  readonly states = workflowStates;
  readonly issues = new Map<string, FakeLinearIssue>();
  /** Every issueCreate received, accepted or not, for tests that count them. */
  readonly issueCreates: Record<string, unknown>[] = [];
  /** GraphQL requests left before Linear answers RATELIMITED; null means no limit. */
  requestsBeforeRateLimit: number | null = null;
  /** When the request budget is said to refill (epoch milliseconds), in the rate-limit answer's headers. */
  rateLimitResetAt = 0;
  /** Every GraphQL operation received, by its root field, for tests that count requests. */
  readonly operations: string[] = [];
  /** Creates the next issue but drops the connection before answering, as a network failure would. */
  loseNextIssueCreateAnswer = false;
  /** The grant_type of every token request, in order. */
  readonly tokenRequests: string[] = [];
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  private readonly grants: Grant[] = [];
  private lastSyncId = 1000;

  constructor() {
    const [engineering, documentation] = this.teams;
    this.projects = [
      { id: randomUUID(), name: 'Docs overhaul', state: 'started', teamIds: [engineering?.id ?? ''] },
      { id: randomUUID(), name: 'API v2', state: 'planned', teamIds: [engineering?.id ?? ''] },
      { id: randomUUID(), name: 'Style guide', state: 'completed', teamIds: [documentation?.id ?? ''] },
    ];
  }

  issueCode(redirectUri: string, challenge: string | null): string {
    const code = `lin_code_${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { redirectUri, challenge });
    return code;
  }

  /** A single-use code for its redirect URI, with the PKCE verifier matching its S256 challenge. */
  redeemCode(code: string, redirectUri: string, verifier: string | null): Grant | undefined {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.redirectUri !== redirectUri) return undefined;
    if (issued.challenge) {
      const challenge = createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url');
      if (challenge !== issued.challenge) return undefined;
    }
    return this.newGrant();
  }

  /** Linear rotates refresh tokens: the old one stops working once used. */
  refresh(refreshToken: string): Grant | undefined {
    const grant = this.grants.find((item) => item.refreshToken === refreshToken && !item.revoked);
    if (!grant) return undefined;
    grant.revoked = true;
    return this.newGrant();
  }

  private newGrant(): Grant {
    const grant = {
      accessToken: `lin_oauth_${randomBytes(16).toString('hex')}`,
      refreshToken: `lin_refresh_${randomBytes(16).toString('hex')}`,
      accessExpiresAt: Date.now() + this.accessTokenLifetime * 1000,
      revoked: false,
    };
    this.grants.push(grant);
    return grant;
  }

  isValidAccessToken(token: string | undefined): boolean {
    return this.grants.some(
      (grant) => grant.accessToken === token && !grant.revoked && grant.accessExpiresAt > Date.now(),
    );
  }

  revokeAccessToken(token: string): void {
    for (const grant of this.grants) if (grant.accessToken === token) grant.revoked = true;
  }

  /** The person removed the app in Linear: every token, access and refresh, stops working. */
  revokeEverything(): void {
    for (const grant of this.grants) grant.revoked = true;
  }

  /** Access tokens lapse while refresh tokens keep working, as after a day without use. */
  expireAccessTokens(): void {
    for (const grant of this.grants) grant.accessExpiresAt = Date.now() - 1000;
  }

  nextSyncId(): number {
    this.lastSyncId += 1;
    return this.lastSyncId;
  }

  issueUrl(issue: FakeLinearIssue, baseUrl: string): string {
    const slug = issue.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    return `${baseUrl}/${this.organization.urlKey}/issue/${issue.identifier}/${slug}`;
  }

  moveIssue(issueId: string, stateName: string): FakeLinearIssue {
    const issue = this.issues.get(issueId);
    const state = this.states.find((item) => item.name === stateName);
    if (!issue || !state) throw new Error(`No issue ${issueId} or state ${stateName}`);
    issue.stateId = state.id;
    issue.updatedAt = new Date().toISOString();
    return issue;
  }
}
