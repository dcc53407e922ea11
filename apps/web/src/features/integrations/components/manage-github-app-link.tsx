import type { CatalogueEntry } from '@driftwatch/contract';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { GitHubMark } from '../../../components/ui/provider-icons';
import { useSetupState } from '../../setup';
import { MissingSettings } from './missing-settings';

/**
 * "Manage GitHub App": the app's install page in a new tab, where repositories are added or removed.
 * A server without a GitHub App says which settings it lacks instead.
 */
export function ManageGithubAppLink({ entry }: { entry: CatalogueEntry | undefined }) {
  const setupState = useSetupState();
  const installUrl = setupState.data?.githubAppInstallUrl;
  if (installUrl) {
    return (
      <Button variant="secondary" asChild>
        <a href={installUrl} target="_blank" rel="noopener noreferrer">
          <GitHubMark className="size-4" />
          Manage GitHub App
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    );
  }
  if (!entry || entry.configured || setupState.isPending) return null;
  return (
    <p className="max-w-xs text-sm text-slate-600">
      GitHub App not configured on this server. Set <MissingSettings names={entry.missingConfig} /> to manage
      it here.
    </p>
  );
}
