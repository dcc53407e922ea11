import {
  type DocSource,
  type DocSourceNotificationChannel,
  docSourceEventSchema,
} from '@driftwatch/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteDocSourceChannel } from '../api/delete-doc-source-channel';
import { useDocSourceChannels } from '../api/fetch-doc-source-channels';
import { channelTarget, channelTypeLabels, docSourceEventLabels } from '../lib/channel-draft';
import { AddChannelForm } from './add-channel-form';
import { LoadFailure } from './load-failure';

function eventNames(events: readonly string[]): string {
  return events
    .map((event) => {
      const known = docSourceEventSchema.safeParse(event);
      return known.success ? docSourceEventLabels[known.data] : event;
    })
    .join(', ');
}

function ChannelList({ source }: { source: DocSource }) {
  const channels = useDocSourceChannels(source.id);
  const remove = useDeleteDocSourceChannel(source.id);
  const [deleting, setDeleting] = useState<DocSourceNotificationChannel | null>(null);
  if (channels.isPending) return <PanelLoading label="Loading channels…" />;
  if (channels.isError) {
    return (
      <LoadFailure
        title="Failed to load notification channels"
        error={channels.error}
        onRetry={() => void channels.refetch()}
      />
    );
  }
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Channel Deleted', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to delete notification channel.',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });
  };
  return (
    <>
      {channels.data.channels.length === 0 ? (
        <p className="text-sm text-slate-600">No channels yet: this source sends no alerts of its own.</p>
      ) : (
        <ul className="space-y-2">
          {channels.data.channels.map((channel) => (
            <li
              key={channel.id}
              className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  {channelTypeLabels[channel.type]}
                  {channel.active ? null : <Badge>Inactive</Badge>}
                </p>
                <p className="truncate text-slate-700">{channelTarget(channel)}</p>
                <p className="text-xs text-slate-600">{eventNames(channel.events)}</p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${channelTypeLabels[channel.type]} channel`}
                onClick={() => setDeleting(channel)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete channel"
        description={`Are you sure you want to delete this ${deleting?.type ?? ''} notification channel?`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </>
  );
}

interface DocSourceChannelsDialogProps {
  source: DocSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The source's own alerts: syncs that fail, scans, and drift found in its pages. */
export function DocSourceChannelsDialog({ source, open, onOpenChange }: DocSourceChannelsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Notifications for {source.name}</DialogTitle>
          <DialogDescription>Where this source's sync, scan and drift alerts go.</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="space-y-4">
            <ChannelList source={source} />
            <AddChannelForm sourceId={source.id} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
