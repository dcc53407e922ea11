import { Ban, CheckCircle2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { countOf } from '../../../lib/count-of';

interface IssueBulkBarProps {
  count: number;
  busy: boolean;
  onResolve: () => void;
  onIgnore: () => void;
  onClear: () => void;
}

export function IssueBulkBar({ count, busy, onResolve, onIgnore, onClear }: IssueBulkBarProps) {
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-accent-200 bg-accent-50 p-3 shadow-sm"
    >
      <p className="text-sm font-medium text-accent-800" aria-live="polite">
        {countOf(count, 'issue')} selected
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button size="sm" onClick={onResolve} disabled={busy}>
          <CheckCircle2 aria-hidden /> Resolve Selected
        </Button>
        <Button size="sm" variant="secondary" onClick={onIgnore} disabled={busy}>
          <Ban aria-hidden /> Ignore Selected
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden /> Clear Selection
        </Button>
      </div>
    </section>
  );
}
