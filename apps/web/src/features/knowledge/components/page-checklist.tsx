import type { NotionPage } from '@driftwatch/contract';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';

interface PageChecklistProps {
  pages: readonly NotionPage[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: readonly string[];
  onChange: (pageIds: string[]) => void;
}

/** The provider's pages as checkboxes, with how many of them are picked. */
export function PageChecklist({ pages, loading, failed, selected, onChange }: PageChecklistProps) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 py-4 text-sm text-slate-600" role="status">
        <Spinner /> Loading pages…
      </p>
    );
  }
  if (failed || !pages) {
    return (
      <p className="py-4 text-sm text-red-700" role="alert">
        Failed to load Notion pages
      </p>
    );
  }
  if (pages.length === 0) {
    return (
      <p className="py-4 text-sm text-slate-600">No pages found. Please check your Notion connection.</p>
    );
  }
  const picked = new Set(selected);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((pageId) => pageId !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="flex w-full items-center justify-between text-sm font-medium text-slate-800">
        Pages
        <span className="font-normal text-slate-600 tabular-nums">
          {pages.filter((page) => picked.has(page.id)).length} of {pages.length} selected
        </span>
      </legend>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {pages.map((page) => {
          const id = `page-${page.id}`;
          return (
            <li key={page.id} className="flex items-center gap-3 px-3 py-2">
              <Checkbox
                id={id}
                checked={picked.has(page.id)}
                onCheckedChange={(checked) => toggle(page.id, checked === true)}
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-slate-800">
                {page.title || 'Untitled'}
              </label>
              <span className="font-mono text-xs text-slate-500">{page.id.slice(0, 8)}</span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
