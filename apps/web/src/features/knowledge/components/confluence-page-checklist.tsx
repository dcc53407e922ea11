import { useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useConfluencePages } from '../api/fetch-confluence-pages';
import { useConfluenceSpaces } from '../api/fetch-confluence-spaces';
import { PageCheckboxList } from './page-checkbox-list';

interface ConfluencePageChecklistProps {
  selected: readonly string[];
  onChange: (pageIds: string[]) => void;
}

function Loading({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 py-4 text-sm text-slate-600" role="status">
      <Spinner /> {label}
    </p>
  );
}

function SpacePages({ spaceId, selected, onChange }: ConfluencePageChecklistProps & { spaceId: string }) {
  const query = useConfluencePages(spaceId);
  if (query.isPending) return <Loading label="Loading pages…" />;
  if (query.isError) {
    return (
      <p className="py-4 text-sm text-red-700" role="alert">
        Failed to load Confluence pages
      </p>
    );
  }
  const pages = query.data.pages.flatMap((batch) => batch.pages);
  if (pages.length === 0) return <p className="py-4 text-sm text-slate-600">This space has no pages.</p>;
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

/**
 * A Confluence space to browse, then its pages as checkboxes; pages picked in one space stay picked
 * when another is browsed. Child pages of a picked page are checked as well when the source syncs.
 */
export function ConfluencePageChecklist({ selected, onChange }: ConfluencePageChecklistProps) {
  const id = useId();
  const spaces = useConfluenceSpaces(true);
  const [chosen, setChosen] = useState<string | null>(null);
  if (spaces.isPending) return <Loading label="Loading spaces…" />;
  if (spaces.isError) {
    return (
      <p className="py-4 text-sm text-red-700" role="alert">
        Failed to load Confluence spaces
      </p>
    );
  }
  const list = spaces.data.spaces;
  if (list.length === 0) {
    return (
      <p className="py-4 text-sm text-slate-600">No spaces found. Please check your Confluence connection.</p>
    );
  }
  const spaceId = chosen ?? list[0]?.id ?? null;
  return (
    <div className="space-y-3">
      <Field id={`${id}-space`} label="Space">
        <NativeSelect
          id={`${id}-space`}
          value={spaceId ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {list.map((space) => (
            <option key={space.id} value={space.id}>
              {space.name} ({space.key})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {spaceId ? <SpacePages spaceId={spaceId} selected={selected} onChange={onChange} /> : null}
    </div>
  );
}
