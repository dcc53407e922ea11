import type { ChangeDetection } from '@driftwatch/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { type RadioCardOption, RadioCards } from '../../../components/ui/radio-cards';
import type { ConfigForm } from '../lib/build-config-payload';

const options: RadioCardOption<ChangeDetection>[] = [
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
    <div className="space-y-3">
      <RadioCards
        legend="Change detection"
        options={options}
        registration={form.register('changeDetection')}
      />
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
    </div>
  );
}
