import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createGitProvider,
  GitError,
  type RepositoryProvider,
  type RepositoryProviderId,
} from '@driftwatch/integrations';
import type { CoreLoopPaths } from './core-loop-context.js';
import { isInside } from './sample-location.js';

export function coreLoopPaths(dataDir: string): CoreLoopPaths {
  return {
    checkouts: path.join(dataDir, 'repositories'),
    samples: path.join(dataDir, 'samples'),
    scanCache: path.join(dataDir, 'scan-cache'),
  };
}

export interface RepositoryProviderOptions {
  /** Whether users may connect server paths and file:// URLs (config `allowLocalRepositories`). */
  allowLocalPaths: boolean;
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

/** The folder a local location names: its clone URL is a path or a file:// URL. */
export function localPathOf(cloneUrl: string): string {
  return cloneUrl.startsWith('file:') ? fileURLToPath(cloneUrl) : path.resolve(cloneUrl);
}

/** The providers this build can connect; GitHub, GitLab and Bitbucket join with their apps. */
export function createRepositoryProviders(
  paths: CoreLoopPaths,
  options: RepositoryProviderOptions,
): Partial<Record<RepositoryProviderId, RepositoryProvider>> {
  const unrestricted = createGitProvider({ checkoutsDir: paths.checkouts, allowLocalPaths: true });
  if (options.allowLocalPaths) return { git: unrestricted };
  const restricted = createGitProvider({ checkoutsDir: paths.checkouts, allowLocalPaths: false });
  return { git: allowingSamples(restricted, unrestricted, paths.samples) };
}
