import type { Scan } from '@driftwatch/contract';
import { ChevronDown, FileWarning } from 'lucide-react';
import { useState } from 'react';
import { countOf } from '../../../lib/count-of';

/** The engine's reasons all start "not read: ", which the section's title already says. */
function shortReason(reason: string): string {
  return reason.replace(/^not read: /, '');
}

/**
 * The files the latest scan could not read (nested too deep, over the time budget, crashing a
 * parser). Their drift is not reported, so "In Sync" alone would overstate what was checked.
 */
export function SkippedFilesSection({ scan }: { scan: Scan }) {
  const [open, setOpen] = useState(false);
  if (scan.skippedFileCount === 0) return null;
  const listId = `skipped-${scan.id}`;
  const unlisted = scan.skippedFileCount - scan.skippedFiles.length;
  return (
    <section className="border-t border-slate-100 pt-3">
      <button
        type="button"
        className="flex w-full items-center gap-2 text-left text-sm font-medium text-amber-800"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <FileWarning className="size-4 shrink-0" aria-hidden />
        {countOf(scan.skippedFileCount, 'file')} not read
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open ? (
        <div id={listId} className="mt-2 text-sm">
          <p className="text-slate-600">Drift in these files is not reported; the rest was scanned.</p>
          <ul className="mt-2 space-y-1" aria-label="Files not read">
            {scan.skippedFiles.map((file) => (
              <li key={file.path} className="rounded-md bg-slate-50 px-2 py-1">
                <span className="block font-mono text-xs break-all text-slate-800">{file.path}</span>
                <span className="block text-xs text-slate-600">{shortReason(file.reason)}</span>
              </li>
            ))}
          </ul>
          {unlisted > 0 ? (
            <p className="mt-2 text-xs text-slate-500">and {unlisted} more not listed</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
