import { cn } from '../../lib/cn';

/** The Driftwatch mark: two offset waves (documentation and code drifting apart). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M7 19c3-4 6-4 9 0s6 4 9 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M7 13c3-4 6-4 9 0s6 4 9 0"
        fill="none"
        stroke="#c7d2fe"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLogo() {
  return (
    <span className="flex items-center gap-2">
      <BrandMark />
      <span className="text-lg font-semibold tracking-tight text-slate-900">Driftwatch</span>
    </span>
  );
}
