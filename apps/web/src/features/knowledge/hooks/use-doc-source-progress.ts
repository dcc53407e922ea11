import { useQuery } from '@tanstack/react-query';
import { type DocSourceProgress, docSourceProgressKey } from '../../../lib/doc-source-progress';

/** The source's live sync or check progress, or null when none is running (or the page does not listen). */
export function useDocSourceProgress(docSourceId: string): DocSourceProgress | null {
  const { data } = useQuery<DocSourceProgress | null>({
    queryKey: docSourceProgressKey(docSourceId),
    queryFn: () => null,
    // Only the live stream writes it.
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

/** "Syncing 3 of 12 pages…", then "Scanning…". */
export function describeDocSourceProgress(progress: DocSourceProgress): string {
  if (progress.phase === 'scanning') return 'Scanning…';
  return `Syncing ${progress.done} of ${progress.total} ${progress.total === 1 ? 'page' : 'pages'}…`;
}
