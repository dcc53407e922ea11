import type { StructuredDiff } from '@driftwatch/contract';
import { cn } from '../../../lib/cn';

type DiffFile = StructuredDiff['files'][number];

const lineClasses = {
  added: 'bg-emerald-50 text-emerald-900',
  removed: 'bg-red-50 text-red-900',
  context: 'text-slate-700',
} as const;
const markers = { added: '+', removed: '-', context: ' ' } as const;

/** One file's patch: hunk headers, added and removed lines, and CONCERN flags. */
export function DiffFileView({ file }: { file: DiffFile }) {
  if (file.binary || file.hunks.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center gap-1 p-8 text-center text-sm text-slate-600">
        <p className="font-medium text-slate-800">No diff content available</p>
        <p>File may be binary or too large to display</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto font-mono text-xs leading-5">
      {file.hunks.map((hunk) => (
        <div key={`${hunk.old_start}-${hunk.new_start}`}>
          <div className="bg-accent-50 px-3 py-1 text-accent-800">{hunk.header}</div>
          {hunk.lines.map((line, index) => (
            <div
              // Lines have no id; their position inside the hunk is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a diff line
              key={index}
              className={cn(
                'flex min-w-max gap-2 px-3',
                lineClasses[line.type],
                line.concern && 'ring-1 ring-amber-400 ring-inset',
              )}
            >
              <span className="w-8 shrink-0 text-right text-slate-400 select-none">
                {line.old_number ?? ''}
              </span>
              <span className="w-8 shrink-0 text-right text-slate-400 select-none">
                {line.new_number ?? ''}
              </span>
              <span className="w-3 shrink-0 select-none" aria-hidden>
                {markers[line.type]}
              </span>
              <span className="sr-only">{line.type === 'context' ? '' : `${line.type}: `}</span>
              {/* Before the content, so the flag shows even when a long line runs off to the right. */}
              {line.concern ? (
                <span className="self-center rounded bg-amber-200 px-1 font-sans text-[10px] leading-4 font-semibold text-amber-900">
                  CONCERN
                </span>
              ) : null}
              <span className="whitespace-pre">{line.content}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
