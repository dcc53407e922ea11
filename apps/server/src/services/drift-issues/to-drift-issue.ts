import type { DriftIssue } from '@driftwatch/contract';
import type { AlertRow, DriftIssueWithRepository } from '@driftwatch/db';
import { buildCommitWebUrl } from '@driftwatch/integrations';
import { issueTypeLabel } from './issue-type-label.js';

/** The host's commit page from a repository's web page; null for hosts without one. */
export function commitWebUrl(webUrl: string | null, sha: string): string | null {
  if (!webUrl) return null;
  const host = URL.canParse(webUrl) ? new URL(webUrl).host.toLowerCase() : null;
  return buildCommitWebUrl(
    {
      kind: 'remote',
      protocol: 'https',
      cloneUrl: webUrl,
      externalId: webUrl,
      name: '',
      fullName: '',
      host,
      webUrl,
    },
    sha,
  );
}

function commitUrl(issue: DriftIssueWithRepository): string | null {
  if (!issue.commitSha || !issue.repositoryWebUrl) return null;
  return commitWebUrl(issue.repositoryWebUrl, issue.commitSha);
}

/** The API's drift issue. `alerts` fills alerts_sent on the detail view; lists leave it empty. */
export function toDriftIssue(issue: DriftIssueWithRepository, alerts: AlertRow[] = []): DriftIssue {
  return {
    id: issue.id,
    drift_id: issue.key,
    key: issue.key,
    title: issue.title,
    description: issue.description,
    type: issue.type,
    type_label: issueTypeLabel(issue),
    category: issue.category,
    subtype: issue.subtype,
    severity: issue.severity,
    status: issue.status,
    repository_id: issue.repositoryId,
    repository_name: issue.repositoryName,
    repository_url: issue.repositoryWebUrl,
    commit_sha: issue.commitSha,
    commit_message: issue.commitMessage,
    commit_url: commitUrl(issue),
    author: issue.author,
    affected_files: issue.affectedFiles,
    suggestions: issue.suggestions,
    alerts_sent: alerts.map((alert) => ({ type: alert.type, sent_at: alert.sentAt.toISOString() })),
    detection_reason: issue.detectionReason,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
    resolved_at: issue.resolvedAt?.toISOString() ?? null,
    resolved_by: issue.resolvedBy,
    resolution: issue.resolution,
    linear_issue_id: issue.linearIssueId,
    linear_issue_url: issue.linearIssueUrl,
    linear_status: issue.linearStatus,
    linear_team_id: issue.linearTeamId,
    linear_project_id: issue.linearProjectId,
    linear_sync_at: issue.linearSyncAt?.toISOString() ?? null,
    pull_request:
      issue.pullRequestNumber !== null && issue.pullRequestUrl !== null
        ? { number: issue.pullRequestNumber, url: issue.pullRequestUrl }
        : null,
    metadata: {
      ...issue.metadata,
      category: issue.category,
      subtype: issue.subtype,
      confidence: issue.confidence,
      detection_count: issue.detectionCount,
      detector_name: issue.detectorName,
      last_detected: issue.lastDetectedAt.toISOString(),
      issue_fingerprint: issue.fingerprint,
    },
  };
}
