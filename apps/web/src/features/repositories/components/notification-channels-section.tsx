import type { NotificationChannel, Repository } from '@driftwatch/contract';
import { Bell, ChevronDown, Pencil, Send, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useDeleteNotificationChannel } from '../api/delete-notification-channel';
import { useTestNotificationChannel } from '../api/test-notification-channel';
import { eventListLabel } from '../lib/event-labels';
import { AddAlertDialog } from './add-alert-dialog';

const typeNames = { email: 'Email', slack: 'Slack', teams: 'Microsoft Teams', webhook: 'Webhook' } as const;

function targetsOf(channel: NotificationChannel): string {
  if (channel.type === 'email') return channel.emails.join(', ');
  if (channel.type === 'webhook' || channel.type === 'teams') return channel.webhookUrl ?? '';
  return channel.channels.map((name) => `#${name}`).join(', ');
}

function ChannelEntry({ repository, channel }: { repository: Repository; channel: NotificationChannel }) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const test = useTestNotificationChannel(repository.id, channel.id);
  const remove = useDeleteNotificationChannel(repository.id, channel.id);
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: result.success ? 'Test sent' : 'Test failed',
          description: result.message,
          variant: result.success ? 'success' : 'error',
        }),
      onError: (error) =>
        toast({
          title: 'Test not sent',
          description: errorMessage(error, 'Failed to send test notification.'),
          variant: 'error',
        }),
    });
  const deleteChannel = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: 'Channel Deleted', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Channel not deleted',
          description: errorMessage(error, 'Failed to delete notification channel.'),
          variant: 'error',
        }),
    });
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="font-medium text-slate-900">{typeNames[channel.type]}</span>
          <Badge tone={channel.active ? 'success' : 'neutral'}>
            {channel.active ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={sendTest} disabled={test.isPending}>
            <Send aria-hidden /> Test
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirmDelete(true)}
            disabled={remove.isPending}
            aria-label={`Delete ${typeNames[channel.type]} channel`}
          >
            <Trash2 aria-hidden className="text-red-600" />
          </Button>
        </div>
      </div>
      <p className="mt-1 break-all text-slate-700">{targetsOf(channel)}</p>
      <p className="mt-1 text-xs text-slate-500">
        Events: {eventListLabel(channel.events)} · Created {formatDate(channel.createdAt)}
      </p>
      {channel.lastError ? (
        <p className="mt-2 flex items-start gap-1.5 rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-800">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            Last delivery failed{channel.lastErrorAt ? ` (${formatDate(channel.lastErrorAt)})` : ''}:{' '}
            {channel.lastError}
          </span>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete notification channel?"
        description={`Are you sure you want to delete this ${channel.type} notification channel?`}
        confirmLabel="Delete"
        onConfirm={deleteChannel}
      />
      <AddAlertDialog
        open={editing}
        onOpenChange={setEditing}
        repositoryIds={[repository.id]}
        channel={channel}
      />
    </li>
  );
}

/** Active/total count; expands to each channel's targets, events and created date with Test, Edit, delete. */
export function NotificationChannelsSection({ repository }: { repository: Repository }) {
  const [open, setOpen] = useState(false);
  const channels = repository.notificationConfig;
  const active = channels.filter((channel) => channel.active).length;
  const listId = `channels-${repository.id}`;
  return (
    <section className="border-t border-slate-100 pt-3">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 text-left text-sm font-medium text-slate-800"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex items-center gap-2">
          <Bell className="size-4 text-slate-500" aria-hidden />
          Notification channels
          <span className="text-slate-500">
            {active}/{channels.length} active
          </span>
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open ? (
        <div id={listId} className="mt-2">
          {channels.length === 0 ? (
            <p className="text-sm text-slate-500">
              No notification channels yet. Use Add Alert to create one.
            </p>
          ) : (
            <ul className="space-y-2">
              {channels.map((channel) => (
                <ChannelEntry key={channel.id} repository={repository} channel={channel} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
