import path from 'node:path';
import {
  createGitProvider,
  type RepositoryProvider,
  type RepositoryProviderId,
} from '@driftwatch/integrations';
import type { CoreLoopPaths } from './core-loop-context.js';

export function coreLoopPaths(dataDir: string): CoreLoopPaths {
  return {
    checkouts: path.join(dataDir, 'repositories'),
    samples: path.join(dataDir, 'samples'),
    scanCache: path.join(dataDir, 'scan-cache'),
  };
}

/** The providers this build can connect; GitHub, GitLab and Bitbucket join with their apps. */
export function createRepositoryProviders(
  paths: CoreLoopPaths,
): Partial<Record<RepositoryProviderId, RepositoryProvider>> {
  return { git: createGitProvider({ checkoutsDir: paths.checkouts }) };
}
