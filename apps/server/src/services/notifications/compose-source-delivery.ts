import { findDocSource, listDriftIssuesByIds, type NotificationChannelRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import type { AlertDelivery } from './alert-delivery.js';
import type { ComposedDelivery } from './compose-delivery.js';
import { issuePayload, toIssueLine } from './compose-notification.js';
import { type AlertContent, listIssueLines } from './messages/alert-content.js';

type SourceDelivery = Extract<AlertDelivery, { kind: 'source' }>;

/**
 * The message of one doc source event, from the database as it is now: nothing when the source
 * is gone or the channel is not the source's.
 */
export async function composeSourceDelivery(
  context: ServerContext,
  channel: NotificationChannelRow,
  delivery: SourceDelivery,
): Promise<ComposedDelivery | undefined> {
  if (channel.docSourceId !== delivery.docSourceId) return undefined;
  const source = await findDocSource(context.db, channel.organizationId, delivery.docSourceId);
  if (!source) return undefined;
  const { publicUrl } = context.config;
  const issues = await listDriftIssuesByIds(context.db, channel.organizationId, delivery.issueIds);
  const link = { label: 'Open the Knowledge Hub', url: `${publicUrl}/knowledge` };
  const base = {
    repositoryName: source.name,
    ...listIssueLines(issues.map((issue) => toIssueLine(publicUrl, issue))),
  };
  const texts: Record<SourceDelivery['event'], Pick<AlertContent, 'headline' | 'summary' | 'tone'>> = {
    drift_detected: {
      headline: `New drift in ${source.name}`,
      summary: `${issues.length} page claim${issues.length === 1 ? ' no longer matches' : 's no longer match'} the code.`,
      tone: 'warning',
    },
    critical_drift: {
      headline: `Critical drift in ${source.name}`,
      summary: `${issues.length} critical mismatch${issues.length === 1 ? '' : 'es'} between the pages and the code.`,
      tone: 'danger',
    },
    resolved: { headline: `Drift resolved in ${source.name}`, summary: '', tone: 'success' },
    scan_completed: {
      headline: `Scan of ${source.name} completed`,
      summary: `Checked against ${delivery.repositoryCount} repositor${delivery.repositoryCount === 1 ? 'y' : 'ies'}: ${delivery.openIssues} open issue${delivery.openIssues === 1 ? '' : 's'}.`,
      tone: 'info',
    },
    scan_failed: {
      headline: `Scan of ${source.name} failed`,
      summary: delivery.error ?? 'The scan failed.',
      tone: 'danger',
    },
    sync_failed: {
      headline: `Sync of ${source.name} failed`,
      summary: delivery.error ?? 'The pages could not be read.',
      tone: 'danger',
    },
  };
  return {
    scanId: null,
    notification: {
      event: delivery.event,
      content: { ...base, ...texts[delivery.event], link },
      payload: {
        event: delivery.event,
        doc_source: { id: source.id, name: source.name, provider: source.provider },
        error: delivery.error,
        issues: issues.map((issue) => issuePayload(publicUrl, issue)),
      },
      issueIds: issues.map((issue) => issue.id),
    },
  };
}
