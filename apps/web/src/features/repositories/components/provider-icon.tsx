import type { RepositoryProvider } from '@driftwatch/contract';
import { GitBranch, GitMerge, GitPullRequest } from 'lucide-react';
import { GitHubMark } from '../../../components/ui/provider-icons';

const providerNames: Record<RepositoryProvider, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  git: 'Git',
};

/** The provider's mark in a tile, labelled for screen readers. */
export function ProviderIcon({ provider }: { provider: RepositoryProvider }) {
  const className = 'size-5';
  return (
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700"
      title={providerNames[provider]}
    >
      {provider === 'github' ? (
        <GitHubMark className={className} />
      ) : provider === 'gitlab' ? (
        <GitMerge className={className} aria-hidden />
      ) : provider === 'bitbucket' ? (
        <GitPullRequest className={className} aria-hidden />
      ) : (
        <GitBranch className={className} aria-hidden />
      )}
      <span className="sr-only">{providerNames[provider]}</span>
    </span>
  );
}
