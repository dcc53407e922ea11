import type { RepositoryRow } from '@driftwatch/db';
import type { RepositoryCheckout, RepositoryCredentials, RepositoryProvider } from '@driftwatch/integrations';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { openBitbucket } from '../code-hosts/bitbucket/open-bitbucket.js';
import { openGitlab } from '../code-hosts/gitlab/open-gitlab.js';
import { githubCloneCredentials } from '../github/github-clone-credentials.js';
import { cloneProviderFor } from '../repositories/clone-provider-for.js';
import { findDataDirProblem } from '../repositories/find-data-dir-problem.js';
import { openSecret } from '../repositories/seal-secret.js';

export interface LoadedCheckout {
  provider: RepositoryProvider;
  checkout: RepositoryCheckout;
  credentials: RepositoryCredentials | undefined;
}

/**
 * A GitLab project clones with its organization's GitLab token, read at each use so a reconnected
 * token takes effect; git gets it through its credential config, never in the remote URL.
 */
async function gitlabCredentials(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<RepositoryCredentials> {
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab)
    throw new JobError(
      'GitLab is not connected any more: connect it again on the Repositories screen.',
      false,
    );
  return { token: gitlab.token, username: 'oauth2' };
}

/** A Bitbucket repository clones with its organization's Bitbucket token, the same way. */
async function bitbucketCredentials(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<RepositoryCredentials> {
  const bitbucket = await openBitbucket(context, repository.organizationId);
  if (!bitbucket)
    throw new JobError(
      'Bitbucket is not connected any more: connect it again on the Repositories screen.',
      false,
    );
  return bitbucket.cloneCredentials;
}

async function readCredentials(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<RepositoryCredentials | undefined> {
  // The GitHub App's installation tokens last an hour: one is minted for each fetch.
  if (repository.provider === 'github') return githubCloneCredentials(context, repository);
  if (repository.provider === 'gitlab') return gitlabCredentials(context, repository);
  if (repository.provider === 'bitbucket') return bitbucketCredentials(context, repository);
  if (!repository.credentialsEncrypted) return undefined;
  const parsed: unknown = JSON.parse(openSecret(context.config.secretKey, repository.credentialsEncrypted));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('token' in parsed) ||
    typeof parsed.token !== 'string'
  ) {
    throw new JobError('The stored credentials of this repository cannot be read.', false);
  }
  const username = 'username' in parsed && typeof parsed.username === 'string' ? parsed.username : undefined;
  return username ? { token: parsed.token, username } : { token: parsed.token };
}

function providerFor(context: ServerContext, repository: RepositoryRow): RepositoryProvider {
  const provider = cloneProviderFor(context, repository.provider);
  if (!provider)
    throw new JobError(`The ${repository.provider} provider is not available on this server.`, false);
  return provider;
}

/**
 * The repository's local clone: cloned on first use, fetched on every later use, so reads see new
 * commits. A local source is checked against the data dir each time: its `.git` links may have changed.
 */
export async function loadCheckout(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<LoadedCheckout> {
  const provider = providerFor(context, repository);
  const credentials = await readCredentials(context, repository);
  const location = provider.parseLocation(repository.url);
  if (location.kind === 'local') {
    const problem = await findDataDirProblem(context, {
      organizationId: repository.organizationId,
      location,
      externalId: repository.externalId,
    });
    if (problem) throw new JobError(problem, false);
  }
  const checkout = await provider.prepareCheckout(repository.id, location, credentials);
  return { provider, checkout, credentials };
}
