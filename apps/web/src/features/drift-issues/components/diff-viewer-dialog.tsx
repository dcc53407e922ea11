import type { DriftIssue } from '@driftwatch/contract';
import { CheckCircle2, Circle, ClipboardCopy, ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { withToggled } from '../../../lib/with-toggled';
import { useStructuredDiff } from '../api/fetch-structured-diff';
import { copyText } from '../lib/copy-text';
import { diffSummary, docUpdateTemplate } from '../lib/diff-texts';
import { truncate } from '../lib/issue-labels';
import { DiffFileView } from './diff-file-view';

/** The concern names for the empty Concerns tab, each once. */
function concernNamesText(concerns: ReadonlyArray<{ name: string }>): string {
  return [...new Set(concerns.map((concern) => concern.name))].join(', ');
}

interface DiffViewerDialogProps {
  issue: DriftIssue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DiffViewerDialog({ issue, open, onOpenChange }: DiffViewerDialogProps) {
  const diff = useStructuredDiff(issue.id, open);
  const [chosenTab, setTab] = useState<'concerns' | 'all'>();
  const [selectedPath, setSelectedPath] = useState<string>();
  const [handled, setHandled] = useState<Set<string>>(new Set());

  const files = diff.data?.files ?? [];
  const concernFiles = files.filter((file) => file.concerns.length > 0);
  // Concerns first when the change touches any; otherwise the files are the whole story.
  const tab = chosenTab ?? (concernFiles.length > 0 ? 'concerns' : 'all');
  const listed = tab === 'concerns' ? concernFiles : files;
  const selected = files.find((file) => file.path === selectedPath) ?? listed[0] ?? files[0];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-6xl flex-col p-0">
        <DialogHeader className="border-b border-slate-200 p-4 pr-12">
          <DialogTitle>Code changes for {issue.key}</DialogTitle>
          <DialogDescription>
            {diff.data ? (
              <>
                <span className="font-mono">{diff.data.commit_sha.slice(0, 8)}</span> ·{' '}
                {truncate(diff.data.commit_message.split('\n')[0] ?? '', 40)} ·{' '}
                <span className="text-emerald-700">+{diff.data.stats.additions}</span>{' '}
                <span className="text-red-700">−{diff.data.stats.deletions}</span>
              </>
            ) : (
              'The commit that raised this issue, compared with its parent.'
            )}
          </DialogDescription>
        </DialogHeader>
        {diff.isPending ? (
          <LoadingScreen label="Loading diff…" />
        ) : diff.isError ? (
          <div className="p-6 text-sm text-red-700" role="alert">
            <p className="font-medium">Error fetching diff</p>
            <p>{errorMessage(diff.error, 'No diff data available')}</p>
          </div>
        ) : files.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No diff data available</p>
        ) : (
          // minmax(0, …) tracks: the patch's long lines scroll inside their pane instead of widening the dialog.
          <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] md:grid-cols-[18rem_minmax(0,1fr)] md:grid-rows-[minmax(0,1fr)]">
            <aside className="flex min-h-0 flex-col border-b border-slate-200 md:border-r md:border-b-0">
              <div className="space-y-2 p-3">
                <Tabs value={tab} onValueChange={(value) => setTab(value === 'all' ? 'all' : 'concerns')}>
                  <TabsList className="w-full">
                    <TabsTrigger value="concerns" className="flex-1">
                      Concerns ({concernFiles.length})
                    </TabsTrigger>
                    <TabsTrigger value="all" className="flex-1">
                      All Files ({files.length})
                    </TabsTrigger>
                  </TabsList>
                </Tabs>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    className="flex-1"
                    onClick={() => void copyText(docUpdateTemplate(issue, diff.data), 'Template')}
                  >
                    <ClipboardCopy aria-hidden /> Template
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="flex-1"
                    onClick={() => void copyText(diffSummary(issue, diff.data), 'Summary')}
                  >
                    <FileText aria-hidden /> Summary
                  </Button>
                </div>
              </div>
              <ul
                className="max-h-48 min-h-0 flex-1 overflow-y-auto md:max-h-none"
                aria-label="Changed files"
              >
                {listed.length === 0 ? (
                  <li className="p-3 text-sm text-slate-600">
                    {diff.data.concerns.length > 0
                      ? `No file this commit changed mentions ${concernNamesText(diff.data.concerns)}.`
                      : 'This issue names no functions, classes or exports.'}
                  </li>
                ) : null}
                {listed.map((file) => {
                  const isHandled = handled.has(file.path);
                  return (
                    <li
                      key={file.path}
                      className={cn(
                        'border-t border-slate-100',
                        selected?.path === file.path && 'bg-accent-50',
                      )}
                    >
                      <button
                        type="button"
                        className="block w-full px-3 pt-2 text-left"
                        onClick={() => setSelectedPath(file.path)}
                        aria-current={selected?.path === file.path}
                      >
                        <span
                          className={cn(
                            'block truncate font-mono text-xs text-slate-900',
                            isHandled && 'line-through opacity-60',
                          )}
                        >
                          {file.path}
                        </span>
                        <span className="text-xs">
                          <span className="text-emerald-700">+{file.additions}</span>{' '}
                          <span className="text-red-700">−{file.deletions}</span>
                        </span>
                        {file.concerns.length > 0 ? (
                          <span className="block truncate text-xs text-amber-800">
                            {file.concerns.join(', ')}
                          </span>
                        ) : null}
                      </button>
                      <button
                        type="button"
                        className="flex items-center gap-1 px-3 pb-2 text-xs text-slate-600 hover:text-slate-900"
                        aria-pressed={isHandled}
                        onClick={() =>
                          setHandled((current) => withToggled(current, file.path, !current.has(file.path)))
                        }
                      >
                        {isHandled ? (
                          <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden />
                        ) : (
                          <Circle className="size-3.5" aria-hidden />
                        )}
                        Mark Handled
                      </button>
                    </li>
                  );
                })}
              </ul>
            </aside>
            <section className="flex min-h-0 flex-col" aria-label="Patch">
              {selected ? (
                <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
                  <p className="truncate font-mono text-xs text-slate-800">
                    {selected.previous_path && selected.previous_path !== selected.path
                      ? `${selected.previous_path} → `
                      : ''}
                    {selected.path}
                  </p>
                  {diff.data.commit_url ? (
                    <Button size="sm" variant="ghost" asChild>
                      <a href={diff.data.commit_url} target="_blank" rel="noreferrer">
                        <ExternalLink aria-hidden /> View on GitHub
                      </a>
                    </Button>
                  ) : null}
                </div>
              ) : null}
              <div className="min-h-0 flex-1 overflow-auto">
                {selected ? <DiffFileView file={selected} /> : null}
              </div>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
