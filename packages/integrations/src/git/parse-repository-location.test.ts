import { describe, expect, it } from 'vitest';
import { buildCommitWebUrl } from './build-commit-web-url.js';
import { GitError } from './git-error.js';
import { parseRepositoryLocation } from './parse-repository-location.js';

const allowLocal = { allowLocalPaths: true };

function errorCode(input: string, options = allowLocal): string | undefined {
  try {
    parseRepositoryLocation(input, options);
    return undefined;
  } catch (error) {
    return error instanceof GitError ? error.code : 'not a GitError';
  }
}

describe('parseRepositoryLocation', () => {
  it('derives identity and web URL from a GitHub https URL', () => {
    expect(parseRepositoryLocation('https://github.com/Acme/Orders.git', allowLocal)).toEqual({
      kind: 'remote',
      protocol: 'https',
      cloneUrl: 'https://github.com/Acme/Orders.git',
      externalId: 'github.com/acme/orders',
      name: 'orders',
      fullName: 'acme/orders',
      host: 'github.com',
      webUrl: 'https://github.com/acme/orders',
    });
  });

  it('keeps GitLab subgroups and case, and builds the https web URL from an scp-like SSH URL', () => {
    const location = parseRepositoryLocation('git@gitlab.com:Platform/backend/Billing.git', allowLocal);
    expect(location).toMatchObject({
      protocol: 'ssh',
      cloneUrl: 'git@gitlab.com:Platform/backend/Billing.git',
      fullName: 'Platform/backend/Billing',
      name: 'Billing',
      externalId: 'gitlab.com/Platform/backend/Billing',
      webUrl: 'https://gitlab.com/Platform/backend/Billing',
    });
    expect(buildCommitWebUrl(location, 'abc1234def')).toBe(
      'https://gitlab.com/Platform/backend/Billing/-/commit/abc1234def',
    );
  });

  it('drops the user name from an https URL (Bitbucket shows one) but keeps it for ssh://', () => {
    const bitbucket = parseRepositoryLocation('https://jo@bitbucket.org/acme/web/', allowLocal);
    expect(bitbucket.cloneUrl).toBe('https://bitbucket.org/acme/web');
    expect(buildCommitWebUrl(bitbucket, 'abcdef1')).toBe('https://bitbucket.org/acme/web/commits/abcdef1');
    const ssh = parseRepositoryLocation('ssh://git@git.example.com:2222/tools/cli.git', allowLocal);
    expect(ssh).toMatchObject({
      cloneUrl: 'ssh://git@git.example.com:2222/tools/cli.git',
      host: 'git.example.com:2222',
      externalId: 'git.example.com:2222/tools/cli',
      webUrl: null,
    });
    expect(buildCommitWebUrl(ssh, 'abcdef1')).toBeNull();
  });

  it('reads a scheme-less host/owner/name as https', () => {
    expect(parseRepositoryLocation('github.com/acme/orders', allowLocal)).toMatchObject({
      cloneUrl: 'https://github.com/acme/orders',
      fullName: 'acme/orders',
    });
  });

  it('accepts absolute server paths and file:// URLs without a web URL', () => {
    expect(parseRepositoryLocation('/srv/git/orders.git/', allowLocal)).toEqual({
      kind: 'local',
      protocol: 'file',
      cloneUrl: '/srv/git/orders.git',
      externalId: 'file:///srv/git/orders.git',
      name: 'orders',
      fullName: 'orders',
      host: null,
      webUrl: null,
    });
    expect(parseRepositoryLocation('file:///srv/git/orders.git', allowLocal)).toMatchObject({
      cloneUrl: 'file:///srv/git/orders.git',
      externalId: 'file:///srv/git/orders.git',
    });
  });

  it('refuses server paths when they are disabled', () => {
    expect(errorCode('/srv/git/orders', { allowLocalPaths: false })).toBe('local_paths_disabled');
    expect(errorCode('file:///srv/git/orders', { allowLocalPaths: false })).toBe('local_paths_disabled');
  });

  it.each([
    ['', 'empty'],
    ['orders', 'relative name'],
    ['./orders', 'relative path'],
    ['--upload-pack=touch /tmp/x', 'option injection'],
    ['ext::sh -c touch% /tmp/pwned', 'ext transport'],
    ['ftp://example.com/repo.git', 'unsupported scheme'],
    ['https://github.com/', 'no repository path'],
    ['https://github.com/acme/.git', 'empty repository name'],
    ['https://github.com/acme/orders\nx', 'newline'],
  ])('rejects %j (%s)', (input) => {
    expect(errorCode(input)).toBe('invalid_location');
  });

  it('rejects a token in the URL without echoing it', () => {
    try {
      parseRepositoryLocation('https://jo:ghp_secret123@github.com/acme/orders.git', allowLocal);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(GitError);
      expect(String(error)).not.toContain('ghp_secret123');
      expect((error as GitError).message).toContain('credentials field');
    }
  });
});
