import { Spinner } from '../../../components/ui/spinner';
import { useNotionPages } from '../api/fetch-notion-pages';
import { PageCheckboxList } from './page-checkbox-list';

interface PageChecklistProps {
  selected: readonly string[];
  onChange: (pageIds: string[]) => void;
}

/** The Notion pages the integration can see as checkboxes, with how many are picked; more load on demand. */
export function PageChecklist({ selected, onChange }: PageChecklistProps) {
  const query = useNotionPages(true);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 py-4 text-sm text-slate-600" role="status">
        <Spinner /> Loading pages…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="py-4 text-sm text-red-700" role="alert">
        Failed to load Notion pages
      </p>
    );
  }
  const pages = query.data.pages.flatMap((batch) => batch.pages);
  if (pages.length === 0) {
    return (
      <p className="py-4 text-sm text-slate-600">No pages found. Please check your Notion connection.</p>
    );
  }
  return (
    <PageCheckboxList
      pages={pages}
      selected={selected}
      onChange={onChange}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
