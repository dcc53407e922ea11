import type { Repository } from '@driftwatch/contract';
import type { NotificationChannelRow, RepositoryCounts, RepositoryRow, ScanRow } from '@driftwatch/db';
import { codeHostPollers } from '../code-hosts/code-host-pollers.js';
import { toNotificationChannel } from '../notifications/to-notification-channel.js';
import { toScan } from '../scans/to-scan.js';

export interface RepositoryExtras {
  channels: NotificationChannelRow[];
  counts: RepositoryCounts;
  lastScan: ScanRow | undefined;
}

export function toRepository(row: RepositoryRow, extras: RepositoryExtras): Repository {
  return {
    id: row.id,
    name: row.name,
    repoName: row.name,
    fullName: row.fullName,
    url: row.url,
    webUrl: row.webUrl,
    defaultBranch: row.defaultBranch,
    provider: row.provider,
    platform: row.provider,
    externalId: row.externalId,
    language: row.language,
    description: row.description,
    isPrivate: row.isPrivate,
    connected: true,
    status: row.status,
    statusMessage: row.statusMessage,
    lastScanAt: row.lastScanAt?.toISOString() ?? null,
    lastDriftStatus: row.lastDriftStatus,
    mappingConfig: row.mappingConfig,
    scanSchedule: row.scanSchedule,
    notificationConfig: extras.channels.map(toNotificationChannel),
    activeAlerts: extras.counts.activeChannels,
    openIssues: extras.counts.openIssues,
    lastScan: extras.lastScan ? toScan(extras.lastScan) : null,
    nextScanAt: row.nextScanAt?.toISOString() ?? null,
    hasCredentials: row.credentialsEncrypted !== null,
    changeDetection: codeHostPollers[row.provider] ? row.changeDetection : null,
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
