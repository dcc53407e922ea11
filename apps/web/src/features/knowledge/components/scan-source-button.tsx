import type { DocSource } from '@driftwatch/contract';
import { Loader2, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { toast } from '../../../lib/toast';
import { useScanDocSource } from '../api/scan-doc-source';
import { describeDocSourceProgress, useDocSourceProgress } from '../hooks/use-doc-source-progress';

/**
 * Syncs the source's changed pages and checks them against every linked repository, then says what
 * it found. While a sync runs (from here, the schedule or a repository scan) it shows how far it got.
 */
export function ScanSourceButton({ source }: { source: DocSource }) {
  const scan = useScanDocSource(source.id);
  const progress = useDocSourceProgress(source.id);
  const running = scan.isPending || source.status === 'syncing' || progress !== null;
  const start = () =>
    scan.mutate(undefined, {
      onSuccess: (result) => {
        const failed = result.repositories.filter((repository) => repository.error !== null);
        toast({
          title: 'Scan completed',
          description: `${countOf(result.repositories.length, 'repository', 'repositories')} checked · ${countOf(result.issues_found, 'open issue')}${result.pages_failed > 0 ? ` · ${countOf(result.pages_failed, 'page')} could not be read` : ''}${failed.length > 0 ? ` · ${failed.map((repository) => `${repository.name}: ${repository.error}`).join('; ')}` : ''}`,
          variant: failed.length > 0 || result.pages_failed > 0 ? 'error' : 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Failed to scan external documentation',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });
  return (
    <Button size="sm" onClick={start} disabled={running || source.repositoryIds.length === 0}>
      {running ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
      {progress ? describeDocSourceProgress(progress) : running ? 'Scanning…' : 'Scan'}
    </Button>
  );
}
