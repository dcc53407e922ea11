import {
  type NotificationChannel,
  type NotificationChannelType,
  notificationEvents,
} from '@driftwatch/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { toast } from '../../../lib/toast';
import { createNotificationChannel } from '../api/create-notification-channel';
import { fetchAvailableChannels } from '../api/fetch-available-channels';
import { updateNotificationChannel } from '../api/update-notification-channel';
import { repositoryKeys } from '../hooks/repository-query-keys';
import { eventLabel } from '../lib/event-labels';
import { type AlertDraft, validateAlert } from '../lib/validate-alert';

const typeLabels: Record<NotificationChannelType, string> = {
  email: 'Email',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  webhook: 'Webhook',
};

const targetHints: Record<NotificationChannelType, { label: string; placeholder: string; hint: string }> = {
  email: {
    label: 'Email addresses',
    placeholder: 'docs@acme.io, team@acme.io',
    hint: 'Separate several addresses with commas.',
  },
  slack: { label: 'Slack channel', placeholder: 'docs-alerts', hint: 'Enter the channel name without #.' },
  teams: { label: 'Teams channel', placeholder: 'Documentation', hint: 'Enter the channel name.' },
  webhook: {
    label: 'Webhook URL',
    placeholder: 'https://hooks.example.com/driftwatch',
    hint: 'Must be a valid HTTPS URL.',
  },
};

function draftFrom(channel: NotificationChannel | undefined): AlertDraft {
  if (!channel) return { type: 'email', target: '', events: [...notificationEvents], active: true };
  const target =
    channel.type === 'email'
      ? channel.emails.join(', ')
      : channel.type === 'webhook'
        ? (channel.webhookUrl ?? '')
        : channel.channels.join(', ');
  return { type: channel.type, target, events: channel.events, active: channel.active };
}

interface AddAlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One repository from a card, or every selected one from the bulk bar. */
  repositoryIds: string[];
  /** Edit this channel instead of adding one. */
  channel?: NotificationChannel;
}

export function AddAlertDialog({ open, onOpenChange, repositoryIds, channel }: AddAlertDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<AlertDraft>(() => draftFrom(channel));
  // A problem with what the user typed is shown once, inside the dialog next to the fields: the page's
  // toast region sits behind the modal (hidden from screen readers) and would repeat it. Toasts are for
  // the spec's outcomes: "Alert Added Successfully!" and the server's "Failed to Add Alert".
  const [problem, setProblem] = useState<{ title: string; description: string }>();
  useEffect(() => {
    if (open) {
      setDraft(draftFrom(channel));
      setProblem(undefined);
    }
  }, [open, channel]);

  const available = useQuery({
    queryKey: repositoryKeys.availableChannels(),
    queryFn: ({ signal }) => fetchAvailableChannels(signal),
    enabled: open,
  });
  // Email and webhook are always offered; Slack and Teams only when the server says they are connected.
  const types: NotificationChannelType[] = available.data?.types ?? ['email', 'webhook'];

  const save = useMutation({
    mutationFn: async (payload: Parameters<typeof createNotificationChannel>[1]) => {
      if (channel) {
        const [repositoryId] = repositoryIds;
        if (repositoryId) await updateNotificationChannel(repositoryId, channel.id, payload);
        return;
      }
      await Promise.all(
        repositoryIds.map((repositoryId) => createNotificationChannel(repositoryId, payload)),
      );
    },
    onSuccess: () => {
      toast({ title: channel ? 'Configuration Updated' : 'Alert Added Successfully!', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: repositoryKeys.all });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: 'Failed to Add Alert',
        description: errorMessage(error, 'Please try again'),
        variant: 'error',
      }),
  });

  const submit = () => {
    const check = validateAlert(draft);
    if (!check.ok) {
      setProblem({ title: check.title, description: check.description });
      return;
    }
    setProblem(undefined);
    save.mutate(check.payload);
  };

  const hint = targetHints[draft.type];
  const toggleEvent = (event: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      events: checked ? [...current.events, event] : current.events.filter((item) => item !== event),
    }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{channel ? 'Edit Alert' : 'Add Alert'}</DialogTitle>
          <DialogDescription>
            {repositoryIds.length > 1
              ? `Send drift and scan alerts for ${countOf(repositoryIds.length, 'repository', 'repositories')}.`
              : 'Choose where Driftwatch sends drift and scan alerts for this repository.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field id={`${id}-type`} label="Notification type">
            <NativeSelect
              id={`${id}-type`}
              value={draft.type}
              disabled={Boolean(channel)}
              onChange={(event) => {
                const type = types.find((item) => item === event.target.value);
                if (type) setDraft((current) => ({ ...current, type, target: '' }));
              }}
            >
              {(channel && !types.includes(channel.type) ? [...types, channel.type] : types).map((type) => (
                <option key={type} value={type}>
                  {typeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-target`} label={hint.label} hint={hint.hint}>
            <Input
              id={`${id}-target`}
              value={draft.target}
              placeholder={hint.placeholder}
              onChange={(event) => setDraft((current) => ({ ...current, target: event.target.value }))}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Events</legend>
            {notificationEvents.map((event) => (
              <div key={event} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${event}`}
                  checked={draft.events.includes(event)}
                  onCheckedChange={(checked) => toggleEvent(event, checked === true)}
                />
                <Label htmlFor={`${id}-${event}`} className="font-normal">
                  {eventLabel(event)}
                </Label>
              </div>
            ))}
          </fieldset>
          <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
            <Label htmlFor={`${id}-active`}>Enable Notifications</Label>
            <Switch
              id={`${id}-active`}
              checked={draft.active}
              onCheckedChange={(active) => setDraft((current) => ({ ...current, active }))}
            />
          </div>
          {problem ? (
            <Alert tone="error" title={problem.title}>
              {problem.description}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {channel ? 'Save Alert' : 'Add Alert'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
