import { createHash, randomBytes } from 'node:crypto';

export interface FakeGithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility: 'public' | 'private' | null;
}

export interface FakeGithubAccount {
  id: number;
  login: string;
  name: string | null;
  emails: FakeGithubEmail[];
}

interface IssuedCode {
  accountId: number;
  redirectUri: string | undefined;
  codeChallenge: string | undefined;
  scope: string;
  expiresAt: number;
}

/** GitHub's OAuth codes last ten minutes and work once. */
const codeLifetimeMs = 10 * 60 * 1000;

/** Accounts, the one "signed in" on the fake's authorize page, and the codes and tokens it issued. */
export class FakeGithubOauthState {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly appName = 'Driftwatch';
  readonly accounts = new Map<number, FakeGithubAccount>();
  /** Which account the authorize page acts for, as a browser signed in to GitHub would. */
  signedInAs: number | undefined;
  /** Every token request's form, secrets removed, for tests to inspect. */
  readonly tokenRequests: Record<string, string>[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, { accountId: number; scope: string }>();
  private nextId = 1000;

  constructor(credentials: { clientId: string; clientSecret: string }) {
    this.clientId = credentials.clientId;
    this.clientSecret = credentials.clientSecret;
  }

  /** Adds an account and makes it the signed-in one. */
  addAccount(account: { login: string; name?: string | null; emails: FakeGithubEmail[] }): FakeGithubAccount {
    const created = {
      id: this.nextId++,
      login: account.login,
      name: account.name ?? null,
      emails: account.emails,
    };
    this.accounts.set(created.id, created);
    this.signedInAs = created.id;
    return created;
  }

  issueCode(input: Omit<IssuedCode, 'expiresAt' | 'accountId'>, now = Date.now()): string {
    if (this.signedInAs === undefined) throw new Error('No account is signed in to the fake GitHub');
    const code = randomBytes(10).toString('hex');
    this.codes.set(code, { ...input, accountId: this.signedInAs, expiresAt: now + codeLifetimeMs });
    return code;
  }

  /**
   * GitHub's token exchange: the code once, before it expires, for the same redirect_uri, and with the
   * verifier whose S256 hash is the challenge the authorize request carried.
   */
  redeemCode(
    form: URLSearchParams,
    now = Date.now(),
  ): { token: string; scope: string } | { error: string; description: string } {
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.expiresAt < now) {
      return { error: 'bad_verification_code', description: 'The code passed is incorrect or expired.' };
    }
    const redirectUri = form.get('redirect_uri') ?? undefined;
    if (issued.redirectUri !== undefined && redirectUri !== issued.redirectUri) {
      return {
        error: 'redirect_uri_mismatch',
        description: 'The redirect_uri MUST match the registered callback URL for this application.',
      };
    }
    if (issued.codeChallenge !== undefined) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge) {
        return {
          error: 'bad_verification_code',
          description: 'The code_verifier does not match the challenge.',
        };
      }
    }
    const token = `gho_${randomBytes(18).toString('hex')}`;
    this.tokens.set(token, { accountId: issued.accountId, scope: issued.scope });
    return { token, scope: issued.scope };
  }

  accountForToken(token: string | undefined): { account: FakeGithubAccount; scopes: string[] } | undefined {
    const grant = token ? this.tokens.get(token) : undefined;
    const account = grant ? this.accounts.get(grant.accountId) : undefined;
    if (!grant || !account) return undefined;
    return { account, scopes: grant.scope.split(/[ ,]+/).filter(Boolean) };
  }
}
