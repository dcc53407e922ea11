import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { saveFile } from '../../../lib/save-file';
import { InfoCard } from './info-card';

type PatchLineKind = 'file' | 'hunk' | 'added' | 'removed' | 'note' | 'context';

const lineClasses: Record<PatchLineKind, string> = {
  file: 'font-semibold text-slate-800',
  hunk: 'bg-accent-50 text-accent-800',
  added: 'bg-emerald-50 text-emerald-900',
  removed: 'bg-red-50 text-red-900',
  note: 'italic text-slate-500',
  context: 'text-slate-700',
};

function kindOf(line: string): PatchLineKind {
  if (line.startsWith('--- ') || line.startsWith('+++ ')) return 'file';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'added';
  if (line.startsWith('-')) return 'removed';
  if (line.startsWith('\\')) return 'note';
  return 'context';
}

/**
 * The engine's certain doc fix as a unified diff, with a Download button that saves it as
 * `driftwatch-<issue key>.patch` for `git apply`. Shown only when the issue has a patch.
 */
export function IssuePatchCard({ issueKey, patch }: { issueKey: string; patch: string | null }) {
  if (!patch) return null;
  const fileName = `driftwatch-${issueKey}.patch`;
  const lines = patch.replace(/\n$/, '').split('\n');
  return (
    <InfoCard
      title="Patch"
      aside={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => saveFile(new Blob([patch], { type: 'text/x-diff' }), fileName)}
        >
          <Download aria-hidden /> Download
        </Button>
      }
    >
      <p className="mb-2 text-xs text-slate-600">
        Apply it with <code className="font-mono">git apply {fileName}</code> at the repository root.
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 font-mono text-xs leading-5">
        {lines.map((line, index) => {
          const kind = kindOf(line);
          return (
            <div
              // A patch line has no id; its position in the patch is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a diff line
              key={index}
              data-kind={kind}
              className={cn('min-w-max px-3 whitespace-pre', lineClasses[kind])}
            >
              {line || ' '}
            </div>
          );
        })}
      </div>
    </InfoCard>
  );
}
