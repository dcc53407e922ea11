import type { Repository } from '@driftwatch/contract';
import { BookOpen, ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { countOf } from '../../../lib/count-of';
import { AddExternalDocsDialog } from '../../knowledge';
import { useRepositoryDocSources } from '../api/fetch-repository-doc-sources';
import { ExternalDocsEntry } from './external-docs-entry';

/** Documentation sets linked to the repository, each checked against its code on every scan. */
export function ExternalDocsSection({ repository }: { repository: Repository }) {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const sources = useRepositoryDocSources(repository.id);
  const linked = sources.data?.docSources;
  const pending = sources.isPending;
  const failed = sources.isError;
  const pageCount = new Set(linked?.flatMap((source) => source.scope.pageIds)).size;
  const listId = `docs-${repository.id}`;
  return (
    <section className="border-t border-slate-100 pt-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm font-medium whitespace-nowrap text-slate-800"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <BookOpen className="size-4 text-slate-500" aria-hidden />
          External docs{' '}
          <span className="text-slate-500">{linked ? countOf(pageCount, 'page') : pending ? '…' : ''}</span>
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        <Button size="sm" variant="ghost" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add docs
        </Button>
      </div>
      {open ? (
        <div id={listId} className="mt-2 text-sm">
          {pending ? (
            <p className="text-slate-500">Loading…</p>
          ) : failed || !linked ? (
            <p className="text-red-700" role="alert">
              Failed to load sources
            </p>
          ) : linked.length === 0 ? (
            <p className="text-slate-500">No external documentation linked yet.</p>
          ) : (
            <ul className="space-y-2">
              {linked.map((source) => (
                <ExternalDocsEntry key={source.id} repository={repository} source={source} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <AddExternalDocsDialog repository={repository} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
