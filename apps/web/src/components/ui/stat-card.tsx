import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: number | string;
  icon: LucideIcon;
  tone?: 'accent' | 'success' | 'warning' | 'danger' | 'neutral';
}

const toneClasses = {
  accent: 'bg-accent-50 text-accent-600',
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-red-50 text-red-600',
  neutral: 'bg-slate-100 text-slate-600',
} as const;

/** A labelled figure with an icon, for the summary rows at the top of list screens. */
export function StatCard({ label, value, icon: Icon, tone = 'accent' }: StatCardProps) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4">
      <span
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex',
          toneClasses[tone],
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:truncate sm:text-sm">{label}</p>
        <p className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">{value}</p>
      </div>
    </div>
  );
}
