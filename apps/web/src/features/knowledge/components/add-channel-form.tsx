import { type DocSourceEvent, docSourceEvents, type NotificationChannelType } from '@driftwatch/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAvailableChannels } from '../../repositories';
import { useCreateDocSourceChannel } from '../api/create-doc-source-channel';
import {
  type ChannelDraft,
  channelTypeLabels,
  docSourceEventLabels,
  parseChannelDraft,
} from '../lib/channel-draft';

const targetLabels: Record<NotificationChannelType, string> = {
  email: 'Email addresses (separated by commas)',
  slack: 'Slack channel (without #)',
  teams: 'Teams webhook URL',
  webhook: 'Webhook URL (HTTPS)',
};

/** Adds a channel for the source-level events; Slack and Teams are offered only once connected. */
export function AddChannelForm({ sourceId }: { sourceId: string }) {
  const available = useAvailableChannels(true);
  const create = useCreateDocSourceChannel(sourceId);
  const [draft, setDraft] = useState<ChannelDraft>({
    type: 'email',
    target: '',
    events: [...docSourceEvents],
  });
  const [problem, setProblem] = useState<string | undefined>();
  const types = available.data?.types ?? (['email', 'webhook'] as const);
  const toggleEvent = (event: DocSourceEvent, on: boolean) =>
    setDraft((current) => ({
      ...current,
      events: on ? [...current.events, event] : current.events.filter((item) => item !== event),
    }));
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = parseChannelDraft(draft);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(undefined);
    create.mutate(parsed.request, {
      onSuccess: () => {
        toast({
          title: 'Channel added',
          description: `${channelTypeLabels[draft.type]} alerts are on.`,
          variant: 'success',
        });
        setDraft((current) => ({ ...current, target: '' }));
      },
      onError: (error) =>
        toast({
          title: 'Failed to add channel',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });
  };
  const targetId = `channel-target-${sourceId}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`channel-type-${sourceId}`}>Type</Label>
          <NativeSelect
            id={`channel-type-${sourceId}`}
            value={draft.type}
            onChange={(event) => {
              const type = types.find((candidate) => candidate === event.target.value);
              if (type) setDraft((current) => ({ ...current, type, target: '' }));
            }}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {channelTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Field id={targetId} label={targetLabels[draft.type]} error={problem}>
          <Input
            id={targetId}
            value={draft.target}
            onChange={(event) => setDraft((current) => ({ ...current, target: event.target.value }))}
            {...fieldAria(targetId, problem)}
          />
        </Field>
      </div>
      <fieldset className="flex min-w-0 flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Events</legend>
        {docSourceEvents.map((event) => {
          const id = `channel-event-${sourceId}-${event}`;
          return (
            <span key={event} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={draft.events.includes(event)}
                onCheckedChange={(checked) => toggleEvent(event, checked === true)}
              />
              <label htmlFor={id} className="text-sm text-slate-700">
                {docSourceEventLabels[event]}
              </label>
            </span>
          );
        })}
      </fieldset>
      <Button type="submit" size="sm" disabled={create.isPending}>
        {create.isPending ? <Spinner className="text-white" /> : null}
        Add channel
      </Button>
    </form>
  );
}
