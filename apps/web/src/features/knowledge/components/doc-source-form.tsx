import type { DocSourceSchedule } from '@driftwatch/contract';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import type { DocsProvider } from '../lib/docs-provider-states';
import { scheduleProblem } from '../lib/schedule-problem';
import { ProviderPageChecklist } from './provider-page-checklist';
import { ScheduleFields } from './schedule-fields';

export interface DocSourceDraft {
  name: string;
  pageIds: string[];
  schedule: DocSourceSchedule;
}

interface DocSourceFormProps {
  provider: DocsProvider;
  defaultName: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (draft: DocSourceDraft) => void;
  /** Shown as Back when the form follows the provider stage. */
  onBack?: () => void;
}

const nameId = 'doc-source-name';
const missingNameOrPages = 'Add a name and select at least one page';

/** The pages stage: a name, the sync schedule and the pages to check; submitting needs at least one page. */
export function DocSourceForm(props: DocSourceFormProps) {
  const { provider, defaultName, submitLabel, submitting, onSubmit, onBack } = props;
  const [name, setName] = useState(defaultName);
  const [schedule, setSchedule] = useState<DocSourceSchedule>({ type: 'daily', customCron: null });
  const [pageIds, setPageIds] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const nameError = attempted && name.trim() === '' ? missingNameOrPages : undefined;
  const cronError = attempted ? scheduleProblem(schedule) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (name.trim() === '' || pageIds.length === 0 || scheduleProblem(schedule)) return;
    const customCron = schedule.type === 'custom' ? (schedule.customCron?.trim() ?? null) : null;
    onSubmit({ name: name.trim(), pageIds, schedule: { type: schedule.type, customCron } });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={nameId} label="Name" error={nameError}>
        <Input
          id={nameId}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          {...fieldAria(nameId, nameError)}
        />
      </Field>
      <ScheduleFields idPrefix="doc-source" value={schedule} onChange={setSchedule} cronError={cronError} />
      <ProviderPageChecklist provider={provider} selected={pageIds} onChange={setPageIds} />
      <DialogFooter>
        {onBack ? (
          <Button variant="secondary" onClick={onBack} className="sm:mr-auto">
            <ArrowLeft aria-hidden /> Back
          </Button>
        ) : null}
        <Button type="submit" disabled={pageIds.length === 0 || submitting}>
          {submitting ? <Spinner className="text-white" /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
