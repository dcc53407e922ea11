import {
  type NotificationChannel,
  type NotificationChannelType,
  type NotificationEvent,
  notificationEvents,
} from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { toast } from '../../../lib/toast';
import { useCreateNotificationChannels } from '../api/create-notification-channel';
import { useAvailableChannels } from '../api/fetch-available-channels';
import { useUpdateNotificationChannel } from '../api/update-notification-channel';
import {
  type AlertForm,
  alertFormSchema,
  buildAlertPayload,
  knownEvents,
  missingTargetMessage,
} from '../lib/alert-form-schema';
import { eventLabel } from '../lib/event-labels';
import { SlackChannelPicker } from './slack-channel-picker';

/** The dialog's three events, plus critical drift and resolved drift, which alerts also send. */
const dialogEvents: readonly NotificationEvent[] = [...notificationEvents, 'criticalDrift', 'resolved'];

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
  teams: {
    label: 'Teams webhook URL',
    placeholder: 'https://contoso.webhook.office.com/webhookb2/…',
    hint: 'Paste the URL of a Teams Workflow ("Post to a channel when a webhook request is received") or incoming webhook.',
  },
  webhook: {
    label: 'Webhook URL',
    placeholder: 'https://hooks.example.com/driftwatch',
    hint: 'Must be a valid HTTPS URL.',
  },
};

function formFrom(channel: NotificationChannel | undefined): AlertForm {
  if (!channel) return { type: 'email', target: '', events: [...notificationEvents], active: true };
  const target =
    channel.type === 'email'
      ? channel.emails.join(', ')
      : channel.type === 'webhook' || channel.type === 'teams'
        ? (channel.webhookUrl ?? '')
        : channel.channels.join(', ');
  return { type: channel.type, target, events: knownEvents(channel.events), active: channel.active };
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
  const id = useId();
  // A problem with what the user typed is shown once, next to its field inside the dialog: the page's
  // toast region sits behind the modal (hidden from screen readers) and would repeat it. Toasts are for
  // the outcomes: "Alert Added Successfully!" and the server's "Failed to Add Alert".
  const form = useForm<AlertForm>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: formFrom(channel),
  });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(formFrom(channel));
  }, [open, channel, reset]);
  const type = form.watch('type');

  const available = useAvailableChannels(open);
  // Email, webhook and Teams are always offered; Slack only when the server says it is connected.
  // A Teams channel is a pasted incoming-webhook URL, so it needs no connected integration.
  const types: NotificationChannelType[] = [
    ...new Set([...(available.data?.types ?? ['email', 'webhook']), 'teams' as const]),
  ];
  // Why Slack is not offered (not connected, broken, or not configured on this server).
  const slackConnection = available.data?.slackConnection;
  const slackUnavailable =
    !channel && slackConnection && slackConnection.state !== 'connected' ? slackConnection.message : null;

  const create = useCreateNotificationChannels(repositoryIds);
  const update = useUpdateNotificationChannel(repositoryIds[0] ?? '', channel?.id ?? '');
  const save = channel ? update : create;
  const outcome = {
    onSuccess: () => {
      toast({ title: channel ? 'Configuration Updated' : 'Alert Added Successfully!', variant: 'success' });
      onOpenChange(false);
    },
    onError: (error: Error) =>
      toast({
        title: 'Failed to Add Alert',
        description: errorMessage(error, 'Please try again'),
        variant: 'error',
      }),
  };

  const hint = targetHints[type];
  const targetError = errors.target?.message;
  const eventsError = errors.events?.message;
  // One problem at a time, in the order the fields are filled, under its name (Missing Information,
  // No Events Selected) as one alert above the buttons; the field it concerns is marked invalid.
  const problem = targetError
    ? {
        title: targetError === missingTargetMessage ? 'Missing Information' : 'Check the target',
        description: targetError,
      }
    : eventsError
      ? { title: 'No Events Selected', description: eventsError }
      : null;

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
          onSubmit={form.handleSubmit((values) => {
            const payload = buildAlertPayload(values);
            // A saved Teams URL is shown by its host only; unchanged, it stays as stored.
            const keepsTeamsUrl = channel?.type === 'teams' && values.target.trim() === channel.webhookUrl;
            if (channel)
              update.mutate(
                keepsTeamsUrl ? { events: values.events, active: values.active } : payload,
                outcome,
              );
            else create.mutate(payload, outcome);
          })}
        >
          <Field id={`${id}-type`} label="Notification type">
            <NativeSelect
              id={`${id}-type`}
              disabled={Boolean(channel)}
              {...form.register('type', { onChange: () => form.setValue('target', '') })}
            >
              {(channel && !types.includes(channel.type) ? [...types, channel.type] : types).map((option) => (
                <option key={option} value={option}>
                  {typeLabels[option]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {slackUnavailable ? <p className="text-sm text-slate-600">{slackUnavailable}</p> : null}
          <Field id={`${id}-target`} label={hint.label} hint={hint.hint}>
            {type === 'slack' ? (
              <Controller
                control={form.control}
                name="target"
                render={({ field }) => (
                  <SlackChannelPicker
                    id={`${id}-target`}
                    placeholder={hint.placeholder}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={available.data?.channels.slack ?? []}
                    {...fieldAria(`${id}-target`, targetError, hint.hint)}
                  />
                )}
              />
            ) : (
              <Input
                id={`${id}-target`}
                placeholder={hint.placeholder}
                {...fieldAria(`${id}-target`, targetError, hint.hint)}
                {...form.register('target')}
              />
            )}
          </Field>
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <fieldset className="space-y-2" aria-invalid={eventsError ? true : undefined}>
                <legend className="text-sm font-medium text-slate-800">Events</legend>
                {dialogEvents.map((event) => (
                  <div key={event} className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-${event}`}
                      checked={field.value.includes(event)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, event]
                            : field.value.filter((item) => item !== event),
                        )
                      }
                    />
                    <Label htmlFor={`${id}-${event}`} className="font-normal">
                      {eventLabel(event)}
                    </Label>
                  </div>
                ))}
              </fieldset>
            )}
          />
          <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
            <Label htmlFor={`${id}-active`}>Enable Notifications</Label>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
              )}
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
