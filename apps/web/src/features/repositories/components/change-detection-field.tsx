import type { ChangeDetection } from '@driftwatch/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { ConfigForm } from '../lib/build-config-payload';

const options: { value: ChangeDetection; label: string; hint: string }[] = [
  {
    value: 'webhook',
    label: 'Webhooks',
    hint: 'The code host tells Driftwatch about each push and pull request as it happens. It needs a Driftwatch address the code host can reach.',
  },
  {
    value: 'poll',
    label: 'Polling',
    hint: 'Driftwatch asks the code host for new commits and open pull requests at an interval. Choose it when Driftwatch runs behind a firewall or has no public URL.',
  },
];

/**
 * How the repository's pushes and pull requests reach Driftwatch, on the Scan Schedule tab of a
 * repository a code host serves; polling shows its interval, the schedule's scan frequency.
 */
export function ChangeDetectionField({ form }: { form: UseFormReturn<ConfigForm> }) {
  const id = useId();
  const detection = form.watch('changeDetection');
  const error = form.formState.errors.pollHours?.message;
  const hint = 'Whole hours, 1 to 720. Pull requests are checked at each poll.';
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">Change detection</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
          >
            <input
              type="radio"
              className="mt-1 accent-accent-600"
              value={option.value}
              {...form.register('changeDetection')}
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {detection === 'poll' ? (
        <Field id={`${id}-pollHours`} label="Poll every (hours)" hint={hint} error={error}>
          <Input
            id={`${id}-pollHours`}
            inputMode="numeric"
            className="max-w-32"
            {...fieldAria(`${id}-pollHours`, error, hint)}
            {...form.register('pollHours')}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}
