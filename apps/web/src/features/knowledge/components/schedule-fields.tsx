import type { DocSourceSchedule } from '@driftwatch/contract';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SegmentedControl } from '../../../components/ui/segmented-control';

const cronHint = 'Five fields, e.g. 0 6 * * 1-5';

const scheduleOptions = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'custom', label: 'Custom' },
] as const;

interface ScheduleFieldsProps {
  idPrefix: string;
  value: DocSourceSchedule;
  onChange: (value: DocSourceSchedule) => void;
  cronError: string | undefined;
}

/** How often the source's pages are synced and checked: daily (the default), weekly, or a cron expression. */
export function ScheduleFields({ idPrefix, value, onChange, cronError }: ScheduleFieldsProps) {
  const cronId = `${idPrefix}-cron`;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Sync schedule</p>
        <SegmentedControl
          label="Sync schedule"
          value={value.type}
          options={scheduleOptions}
          onChange={(type) =>
            onChange({ type, customCron: type === 'custom' ? (value.customCron ?? '') : null })
          }
        />
      </div>
      {value.type === 'custom' ? (
        <Field id={cronId} label="Cron expression" error={cronError} hint={cronHint}>
          <Input
            id={cronId}
            className="font-mono"
            value={value.customCron ?? ''}
            placeholder="0 6 * * 1-5"
            onChange={(event) => onChange({ type: 'custom', customCron: event.target.value })}
            {...fieldAria(cronId, cronError, cronHint)}
          />
        </Field>
      ) : null}
    </div>
  );
}
