import type { Repository } from '@driftwatch/contract';
import { BookOpen, ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { countOf } from '../../../lib/count-of';
import { useRepositoryDocSources } from '../api/fetch-repository-doc-sources';

/** Documentation sets linked from the Knowledge Hub, scanned alongside the code. */
export function ExternalDocsSection({ repository }: { repository: Repository }) {
  const [open, setOpen] = useState(false);
  const pageCount = repository.mappingConfig.notionPageIds.length;
  const sources = useRepositoryDocSources(repository.id, open);
  const listId = `docs-${repository.id}`;
  return (
    <section className="border-t border-slate-100 pt-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="flex flex-1 items-center gap-2 text-left text-sm font-medium whitespace-nowrap text-slate-800"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <BookOpen className="size-4 text-slate-500" aria-hidden />
          External docs
          <span className="text-slate-500">{countOf(pageCount, 'page')}</span>
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        <ButtonLink to="/knowledge" size="sm" variant="ghost">
          <Plus aria-hidden /> Add docs
        </ButtonLink>
      </div>
      {open ? (
        <div id={listId} className="mt-2 text-sm">
          {sources.isPending ? (
            <p className="text-slate-500">Loading…</p>
          ) : sources.isError || sources.data.docSources.length === 0 ? (
            <p className="text-slate-500">No external documentation linked yet.</p>
          ) : (
            <ul className="space-y-1">
              {sources.data.docSources.map((source) => (
                <li key={source.id} className="rounded-md bg-slate-50 px-2 py-1 text-slate-700">
                  {source.name} <span className="text-slate-500 capitalize">· {source.provider}</span>
                </li>
              ))}
            </ul>
          )}
          {pageCount > 0 ? (
            <p className="mt-2 font-mono text-xs text-slate-500">
              {repository.mappingConfig.notionPageIds.map((pageId) => pageId.slice(0, 8)).join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
