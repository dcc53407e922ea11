import type { RepositoryRow } from '@driftwatch/db';
import { GitError, type RepositoryCheckout, type RepositoryProvider } from '@driftwatch/integrations';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { loadCheckout } from '../scans/load-checkout.js';
import { type RepositoryAddress, requireRepository } from './require-repository.js';

export interface RepositoryHead {
  repository: RepositoryRow;
  provider: RepositoryProvider;
  checkout: RepositoryCheckout;
  sha: string;
}

/** Git failures reach the user as a 400 with the provider's readable (redacted) reason. */
export function gitFailure(error: unknown): never {
  if (error instanceof GitError)
    throw requestFailed('bad_request', error.message, 400, { git_error: error.code });
  throw error;
}

/** The repository's clone, fetched, and the head commit of its default branch. */
export async function openRepositoryHead(
  context: ServerContext,
  address: RepositoryAddress,
): Promise<RepositoryHead> {
  const repository = await requireRepository(context, address);
  try {
    const { provider, checkout } = await loadCheckout(context, repository);
    const sha = await provider.resolveBranchHead(checkout, repository.defaultBranch);
    return { repository, provider, checkout, sha };
  } catch (error) {
    gitFailure(error);
  }
}
