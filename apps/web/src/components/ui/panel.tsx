import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from './button';

interface PanelProps {
  title: string;
  /** A short line under the title: totals, a time span. */
  summary?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** A titled white panel of a screen, such as the dashboard's activity or the monitoring health list. */
export function Panel({ title, summary, busy = false, children }: PanelProps) {
  const titleId = useId();
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={titleId}
      aria-busy={busy}
    >
      <div className="mb-3 min-w-0">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {summary ? <p className="text-xs text-slate-600 tabular-nums">{summary}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What a panel shows when its call failed: the reason and a way to ask again. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-6 text-center" role="alert">
      <p className="text-sm font-medium text-slate-900">Error loading data</p>
      <p className="text-xs text-slate-600">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden /> Try again
      </Button>
    </div>
  );
}

/** A panel's placeholder while its first answer is on the way. */
export function PanelLoading({ label }: { label: string }) {
  return <div className="h-24 animate-pulse rounded-lg bg-slate-100" role="status" aria-label={label} />;
}

/** A panel with nothing to show yet, said in a sentence. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
