import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StepHeadingProps {
  icon: LucideIcon;
  title: string;
  description: string;
  badge?: ReactNode;
}

export function StepHeading({ icon: Icon, title, description, badge }: StepHeadingProps) {
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
          {badge}
        </div>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
    </div>
  );
}
