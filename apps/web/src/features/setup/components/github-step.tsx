import type { SetupStateResponse } from '@driftwatch/contract';
import { ExternalLink, GitBranch, RefreshCw } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { GitHubMark } from '../../../components/ui/provider-icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAdvanceSetup } from '../api/advance-setup';
import { startGithubInstall } from '../api/start-github-install';
import { StepHeading } from './step-heading';

interface GithubStepProps {
  state: SetupStateResponse;
  onAdvanced: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function GithubStep({ state, onAdvanced, onRefresh, refreshing }: GithubStepProps) {
  const advance = useAdvanceSetup('github_app');
  const goOn = (action: 'next' | 'skip') =>
    advance.mutate(action, {
      onSuccess: onAdvanced,
      onError: (error) =>
        toast({
          title: 'Could not continue',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        }),
    });
  const required = <Badge tone="accent">Required</Badge>;
  // The tab opens on the click itself (browsers block tabs opened later), then goes to the install
  // page with the state that lets /install/github save the installation for this organization.
  const openInstall = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const tab = window.open('', '_blank');
    startGithubInstall().then(
      (url) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      (error: unknown) => {
        tab?.close();
        toast({
          title: 'Could not open GitHub',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        });
      },
    );
  };

  if (!state.githubAppConfigured || !state.githubAppInstallUrl) {
    return (
      <div className="space-y-6">
        <StepHeading
          icon={GitBranch}
          title="Connect your code"
          description="Driftwatch compares your documentation with the code it describes."
          badge={required}
        />
        <Alert tone="info" title="Add your repository by its Git URL">
          This server has no GitHub App configured (set {state.githubAppMissingConfig.join(', ')}), so Connect
          GitHub is not available here. Driftwatch can still monitor any repository from its Git URL — GitHub,
          GitLab, Bitbucket or self-hosted — and works offline.
        </Alert>
        <ol className="space-y-3 text-sm text-slate-700">
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold">
              1
            </span>
            Finish setup now; it takes less than a minute.
          </li>
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold">
              2
            </span>
            On the Repositories screen, add the repository by its Git URL (for example
            https://github.com/acme/api.git).
          </li>
        </ol>
        <Button size="lg" className="w-full" onClick={() => goOn('next')} disabled={advance.isPending}>
          {advance.isPending ? <Spinner className="text-white" /> : null}
          Continue
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <StepHeading
        icon={GitBranch}
        title="Connect GitHub"
        description="Install the Driftwatch GitHub App on the repositories you want checked. It asks for read access to code and write access to pull-request checks only."
        badge={required}
      />
      <Button size="lg" className="w-full" asChild>
        <a href={state.githubAppInstallUrl} target="_blank" rel="noopener noreferrer" onClick={openInstall}>
          <GitHubMark className="size-4" />
          Connect GitHub
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
      <div className="flex flex-col items-center gap-2 text-center text-sm text-slate-600">
        <p>Installed the app in the other tab? Check again to continue.</p>
        <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden />}
          Check installation
        </Button>
      </div>
      {/* Every page sends a user back here until setup is done, so this step must never be a dead end. */}
      <div className="space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <p>
          No GitHub, or not ready to install the app? Driftwatch monitors any repository from its Git URL —
          GitHub, GitLab, Bitbucket or self-hosted.
        </p>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => goOn('skip')}
          disabled={advance.isPending}
        >
          {advance.isPending ? <Spinner /> : null}
          Continue without the GitHub App
        </Button>
      </div>
    </div>
  );
}
