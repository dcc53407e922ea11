import { FolderGit2, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * "No drift issues found". A newcomer with nothing connected is not helped by "match
 * your current filters", so they are pointed at the Repositories screen instead.
 */
export function NoIssuesState({ nothingConnected }: { nothingConnected: boolean }) {
  if (nothingConnected) {
    return (
      <EmptyState
        icon={FolderGit2}
        title="No drift issues found"
        description="Connect a repository and its first scan lists the places where docs and code disagree."
        action={<ButtonLink to="/repositories">Connect a repository</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title="No drift issues found"
      description="No issues match your current filters."
    />
  );
}
