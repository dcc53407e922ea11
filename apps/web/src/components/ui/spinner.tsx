import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-5 animate-spin text-accent-600', className)} aria-hidden />;
}

/** Full-area loading state with a visible, announced label. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3"
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-8" />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}
