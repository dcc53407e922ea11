import { type DocSourceRow, listDocSourceChannels } from '@driftwatch/db';
import { deliverAlertJob } from '../../jobs/deliver-alert-job.js';
import type { ServerContext } from '../../server-context.js';
import { alertDeliveryKey } from '../notifications/alert-delivery.js';
import { channelListensTo, type NotificationEventKind } from '../notifications/compose-notification.js';

export interface SourceEvent {
  event: NotificationEventKind;
  issueIds?: string[];
  error?: string | null;
  repositoryCount?: number;
  openIssues?: number;
}

/** Queues one delivery per event and active channel of the source listening for it. */
export async function queueSourceAlerts(
  context: ServerContext,
  source: DocSourceRow,
  runId: string,
  events: readonly SourceEvent[],
): Promise<void> {
  const channels = await listDocSourceChannels(context.db, source.organizationId, source.id);
  for (const channel of channels.filter((candidate) => candidate.active)) {
    for (const item of events) {
      if (!channelListensTo(channel.events, item.event)) continue;
      const delivery = {
        kind: 'source' as const,
        channelId: channel.id,
        docSourceId: source.id,
        runId,
        event: item.event,
        issueIds: item.issueIds ?? [],
        error: item.error ?? null,
        repositoryCount: item.repositoryCount ?? 0,
        openIssues: item.openIssues ?? 0,
        deferrals: 0,
      };
      await context.jobs.send(deliverAlertJob, delivery, { singletonKey: alertDeliveryKey(delivery) });
    }
  }
}
