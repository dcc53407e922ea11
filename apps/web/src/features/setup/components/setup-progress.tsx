import type { SetupStep } from '@driftwatch/contract';
import { Check } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { stepIndex, wizardSteps } from '../lib/setup-steps';

/** Team, GitHub, Integrations, Complete: a bar plus named steps (the current one marked for screen readers). */
export function SetupProgress({ step }: { step: SetupStep }) {
  const current = stepIndex(step);
  const percent = (current / (wizardSteps.length - 1)) * 100;
  return (
    <div className="space-y-4">
      <Progress value={percent} aria-label="Setup progress" />
      <ol className="grid grid-cols-4 gap-2">
        {wizardSteps.map((item, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={item.id}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-accent-600 bg-accent-600 text-white',
                  active && 'border-accent-600 bg-white text-accent-700 ring-4 ring-accent-100',
                  !done && !active && 'border-slate-300 bg-white text-slate-500',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : index + 1}
              </span>
              <span
                className={cn('text-xs font-medium sm:text-sm', active ? 'text-slate-900' : 'text-slate-600')}
              >
                {item.label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
