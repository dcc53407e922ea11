import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createGitProvider,
  GitError,
  type RepositoryLocation,
  type RepositoryProvider,
  type RepositoryProviderId,
} from '@driftwatch/integrations';
import type { DataPaths } from '../../server-context.js';
import { findHostProblem, type HostLookup, lookupHostAddresses } from './check-repository-host.js';
import { hostedGitEnvironment } from './hosted-git-environment.js';
import { isInside } from './sample-location.js';

export function dataPaths(dataDir: string): DataPaths {
  return {
    checkouts: path.join(dataDir, 'repositories'),
    samples: path.join(dataDir, 'samples'),
    scanCache: path.join(dataDir, 'scan-cache'),
  };
}

export interface RepositoryProviderOptions {
  /** Whether users may connect server paths and file:// URLs (config `allowLocalRepositories`). */
  allowLocalPaths: boolean;
  /** How a hosted install resolves remote hosts before git talks to them (tests fake the answers). */
  lookup?: HostLookup;
  /** Environment git inherits (default: the process's). */
  env?: NodeJS.ProcessEnv;
}

/**
 * With local paths turned off (a hosted install), the git provider still has to read the sample
 * repositories this server materializes itself: a location refused only for being local is parsed
 * again with local paths on when it lies inside the samples folder. connectRepository decides
 * which organization's samples a user may connect.
 */
function allowingSamples(
  restricted: RepositoryProvider,
  unrestricted: RepositoryProvider,
  samplesDir: string,
): RepositoryProvider {
  return {
    ...restricted,
    parseLocation(input) {
      try {
        return restricted.parseLocation(input);
      } catch (error) {
        if (!(error instanceof GitError && error.code === 'local_paths_disabled')) throw error;
        const location = unrestricted.parseLocation(input);
        if (location.kind === 'local' && isInside(samplesDir, localPathOf(location.cloneUrl)))
          return location;
        throw error;
      }
    },
  };
}

/**
 * On a hosted install every remote operation first checks the host again: a name that resolved
 * to a public address when the repository was connected may point at a private one by the time
 * a scan clones or fetches it.
 */
function refusingPrivateHosts(provider: RepositoryProvider, lookup: HostLookup): RepositoryProvider {
  const check = async (location: RepositoryLocation) => {
    const problem = await findHostProblem(location, lookup);
    if (problem) throw new GitError(problem.retryable ? 'unreachable' : 'invalid_location', problem.message);
  };
  return {
    ...provider,
    async detectRemoteDefaultBranch(location, credentials) {
      await check(location);
      return provider.detectRemoteDefaultBranch(location, credentials);
    },
    async prepareCheckout(key, location, credentials) {
      await check(location);
      return provider.prepareCheckout(key, location, credentials);
    },
    async fetch(checkout, credentials) {
      await check(checkout.location);
      return provider.fetch(checkout, credentials);
    },
    async fetchRef(checkout, ref, credentials, from) {
      await check(from ?? checkout.location);
      return provider.fetchRef(checkout, ref, credentials, from);
    },
  };
}

/** The folder a local location names: its clone URL is a path or a file:// URL. */
export function localPathOf(cloneUrl: string): string {
  return cloneUrl.startsWith('file:') ? fileURLToPath(cloneUrl) : path.resolve(cloneUrl);
}

/**
 * Repositories connected through the GitHub App: git over HTTPS to the clone URL GitHub's API gave
 * (the operator's GitHub, so its host is trusted), with an installation token per fetch. Its
 * available repositories come from the installation, not from this provider.
 */
function githubProvider(paths: DataPaths, env: NodeJS.ProcessEnv): RepositoryProvider {
  return {
    ...createGitProvider({ checkoutsDir: paths.checkouts, allowLocalPaths: false, env }),
    id: 'github',
    listAvailableRepositories: () => Promise.resolve([]),
  };
}

/** The providers this build can connect; GitLab and Bitbucket join with their apps. */
export function createRepositoryProviders(
  paths: DataPaths,
  options: RepositoryProviderOptions,
): Partial<Record<RepositoryProviderId, RepositoryProvider>> {
  const env = options.env ?? process.env;
  if (options.allowLocalPaths) {
    return {
      git: createGitProvider({ checkoutsDir: paths.checkouts, allowLocalPaths: true, env }),
      github: githubProvider(paths, env),
    };
  }
  const hostedEnv = hostedGitEnvironment(paths.checkouts, env);
  const unrestricted = createGitProvider({
    checkoutsDir: paths.checkouts,
    allowLocalPaths: true,
    env: hostedEnv,
  });
  const restricted = refusingPrivateHosts(
    createGitProvider({ checkoutsDir: paths.checkouts, allowLocalPaths: false, env: hostedEnv }),
    options.lookup ?? lookupHostAddresses,
  );
  return {
    git: allowingSamples(restricted, unrestricted, paths.samples),
    github: githubProvider(paths, hostedEnv),
  };
}
