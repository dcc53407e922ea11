import { basename, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GitError } from './git-error.js';
import { asKnownHost } from './known-hosts.js';
import type { LocationProtocol, RepositoryLocation } from './repository-provider.js';

export interface ParseLocationOptions {
  /** Paths on the server (and file:// URLs); a hosted multi-tenant install turns this off. */
  allowLocalPaths: boolean;
}

const examples = 'Use an https:// or ssh:// URL, git@host:owner/name.git, or an absolute path on the server.';

function invalid(reason: string): GitError {
  return new GitError('invalid_location', `${reason} ${examples}`);
}

function splitRepositoryPath(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const last = segments.pop();
  if (last === undefined) throw invalid('The URL does not name a repository.');
  const name = last.replace(/\.git$/i, '');
  if (name.length === 0 || segments.some((segment) => segment === '..' || segment === '.')) {
    throw invalid('The URL does not name a repository.');
  }
  return [...segments, name];
}

function remoteLocation(
  protocol: LocationProtocol,
  cloneUrl: string,
  host: string,
  path: string,
): RepositoryLocation {
  const knownHost = asKnownHost(host);
  let segments = splitRepositoryPath(path);
  // GitHub and Bitbucket ignore case in owner and name; GitLab and others do not, so keep theirs.
  if (knownHost === 'github.com' || knownHost === 'bitbucket.org')
    segments = segments.map((s) => s.toLowerCase());
  const fullName = segments.join('/');
  const name = segments[segments.length - 1] ?? fullName;
  return {
    kind: 'remote',
    protocol,
    cloneUrl,
    externalId: `${host}/${fullName}`,
    name,
    fullName,
    host,
    webUrl: knownHost && segments.length >= 2 ? `https://${knownHost}/${fullName}` : null,
  };
}

function localLocation(path: string, cloneUrl: string): RepositoryLocation {
  const absolute = resolve(path);
  const folder = basename(absolute).replace(/\.git$/i, '') || absolute;
  return {
    kind: 'local',
    protocol: 'file',
    cloneUrl,
    externalId: pathToFileURL(absolute).href,
    name: folder,
    fullName: folder,
    host: null,
    webUrl: null,
  };
}

function parseUrl(input: string, options: ParseLocationOptions): RepositoryLocation {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw invalid('This is not a valid repository URL.');
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'file') {
    if (!options.allowLocalPaths)
      throw new GitError(
        'local_paths_disabled',
        'Repositories on the server’s disk cannot be connected here.',
      );
    if (url.host !== '' && url.host !== 'localhost')
      throw invalid('A file:// URL must point at this server.');
    const path = fileURLToPath(url);
    return localLocation(path, pathToFileURL(resolve(path)).href);
  }
  if (scheme !== 'https' && scheme !== 'http' && scheme !== 'ssh' && scheme !== 'git') {
    throw invalid(`The ${scheme}:// scheme is not supported.`);
  }
  if (url.password) {
    throw invalid('The URL contains a password or token; enter the token in the credentials field instead.');
  }
  if (url.hostname === '') throw invalid('The URL has no host.');
  const host = url.host.toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  } catch {
    throw invalid('The URL path is not valid.');
  }
  // Keep the user for SSH (it picks the key); for HTTPS it is dropped, the token carries identity.
  const user = scheme === 'ssh' && url.username ? `${url.username}@` : '';
  const cloneUrl = `${scheme}://${user}${host}${url.pathname.replace(/\/+$/, '')}`;
  return remoteLocation(scheme, cloneUrl, host, path);
}

/** `[user@]host:path`, the form code hosts show for SSH clones. */
const scpLikePattern = /^(?:([A-Za-z0-9._~-]+)@)?([A-Za-z0-9.-]+):(?!\/\/)([^\s:]+)$/;

/**
 * Validates a repository URL or server path typed by a person and derives its identity. Throws a
 * GitError with a message that says what to type instead.
 */
export function parseRepositoryLocation(input: string, options: ParseLocationOptions): RepositoryLocation {
  const value = input.trim();
  if (value.length === 0) throw invalid('Enter a repository URL or path.');
  // Control characters could smuggle extra lines into git's config or arguments.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) throw invalid('The location contains control characters.');
  if (value.startsWith('-')) throw invalid('The location cannot start with "-".');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    if (/\s/.test(value)) throw invalid('The URL contains spaces.');
    return parseUrl(value, options);
  }
  if (isAbsolute(value)) {
    if (!options.allowLocalPaths) {
      throw new GitError(
        'local_paths_disabled',
        'Repositories on the server’s disk cannot be connected here.',
      );
    }
    return localLocation(value, resolve(value));
  }
  // "github.com/acme/orders" as copied from a browser's address bar.
  if (/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(:\d+)?\/\S+$/.test(value)) {
    return parseUrl(`https://${value}`, options);
  }
  const scp = scpLikePattern.exec(value);
  if (scp) {
    const [, user, hostPart, path] = scp;
    if (hostPart === undefined || path === undefined) throw invalid('This is not a valid repository URL.');
    const host = hostPart.toLowerCase();
    const cloneUrl = `${user ? `${user}@` : ''}${host}:${path}`;
    return remoteLocation('ssh', cloneUrl, host, path.replace(/\/+$/, ''));
  }
  throw invalid('This is not a repository URL or an absolute path.');
}
