import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';

interface PickablePage {
  id: string;
  title: string;
  /** An emoji before the title (Notion page icons). */
  icon?: string | null;
}

interface PageCheckboxListProps {
  pages: readonly PickablePage[];
  selected: readonly string[];
  onChange: (pageIds: string[]) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function PageRow({
  page,
  checked,
  onToggle,
}: {
  page: PickablePage;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const id = `page-${page.id}`;
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onToggle(value === true)} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-slate-800">
        {page.icon ? `${page.icon} ` : ''}
        {page.title || 'Untitled'}
      </label>
      <span className="font-mono text-xs text-slate-500" title={page.id}>
        {page.id.slice(0, 8)}
      </span>
    </li>
  );
}

/** Pages as checkboxes with how many are picked; more load on demand. */
export function PageCheckboxList(props: PageCheckboxListProps) {
  const { pages, selected, onChange, hasMore, loadingMore, onLoadMore } = props;
  const picked = new Set(selected);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((pageId) => pageId !== id));
  // Pages picked earlier but not (yet) listed still count, so the total never under-reports what is saved.
  const total = new Set([...pages.map((page) => page.id), ...selected]).size;
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="flex w-full items-center justify-between text-sm font-medium text-slate-800">
        Pages
        <span className="font-normal text-slate-600 tabular-nums">
          {selected.length} of {hasMore ? `${total}+` : total} selected
        </span>
      </legend>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {pages.map((page) => (
          <PageRow
            key={page.id}
            page={page}
            checked={picked.has(page.id)}
            onToggle={(checked) => toggle(page.id, checked)}
          />
        ))}
      </ul>
      {hasMore ? (
        <Button size="sm" variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Spinner /> : null}
          Load more pages
        </Button>
      ) : null}
    </fieldset>
  );
}
