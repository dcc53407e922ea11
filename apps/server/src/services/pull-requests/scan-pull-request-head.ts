import path from 'node:path';
import type { RepositoryRow } from '@driftwatch/db';
import { type Finding, scanIsolated } from '@driftwatch/engine';
import type { RepositoryCredentials } from '@driftwatch/integrations';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { cloneProviderFor } from '../repositories/clone-provider-for.js';
import { buildEngineConfig } from '../scans/build-engine-config.js';
import type { ForkHead } from './code-host-publisher.js';

/**
 * Runs the engine's pull-request mode on the head commit against the base commit: docs the change
 * made wrong (and did not update) and new public API no doc mentions. The repository's clone is
 * fetched first with the given credentials, which travel in git's environment, never in the URL;
 * a head the branches do not hold (a fork's) is fetched by the host's pull-request ref.
 */
export async function scanPullRequestHead(
  context: ServerContext,
  repository: RepositoryRow,
  target: {
    baseSha: string;
    headSha: string;
    headRef: string;
    forkHead?: () => Promise<ForkHead | undefined>;
  },
  credentials: RepositoryCredentials | undefined,
): Promise<{ findings: Finding[]; commit: { sha: string; message: string; author: string } }> {
  const provider = cloneProviderFor(context, repository.provider);
  if (!provider)
    throw new JobError(`The ${repository.provider} provider is not available on this server.`, false);
  const location = provider.parseLocation(repository.url);
  const checkout = await provider.prepareCheckout(repository.id, location, credentials);
  // A head pushed to a fork is on no branch of this repository; the host keeps it under headRef,
  // or, when it keeps none, it is fetched from the fork itself.
  const commit = await provider
    .readCommit(checkout, target.headSha)
    .catch(async () => {
      const fork = await target.forkHead?.();
      if (fork) {
        await provider.fetchRef(checkout, fork.ref, credentials, provider.parseLocation(fork.cloneUrl));
      } else {
        await provider.fetchRef(checkout, target.headRef, credentials);
      }
      return provider.readCommit(checkout, target.headSha);
    })
    .catch(() => {
      throw new JobError(`The head commit ${target.headSha.slice(0, 7)} is not in the repository yet.`, true);
    });
  const worktree = await provider.createWorktree(checkout, commit.sha);
  const report = await scanIsolated({
    root: worktree.dir,
    baseRef: target.baseSha,
    config: buildEngineConfig(repository.mappingConfig),
    cacheDir: path.join(context.paths.scanCache, repository.id),
  }).finally(() => worktree.remove());
  return {
    findings: report.findings,
    commit: { sha: commit.sha, message: commit.message, author: commit.authorName },
  };
}
