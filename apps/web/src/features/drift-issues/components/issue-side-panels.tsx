import type { DriftIssue } from '@driftwatch/contract';
import { ExternalLink, GitCompare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { CopyButton } from './copy-button';
import { InfoCard } from './info-card';

/** View Diff is hidden when the documentation lives outside the repository (Notion or another external source). */
export function canViewDiff(issue: DriftIssue): boolean {
  const source = issue.metadata.doc_source_type;
  return issue.commit_sha !== null && source !== 'notion' && issue.category !== 'external_docs';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-right text-slate-900">{children}</dd>
    </div>
  );
}

export function IssueSidePanels({ issue, onViewDiff }: { issue: DriftIssue; onViewDiff: () => void }) {
  const { metadata } = issue;
  const docLink =
    metadata.doc_location && /^https?:\/\//.test(metadata.doc_location) ? metadata.doc_location : null;
  return (
    <div className="space-y-4">
      <InfoCard title="Actions">
        <div className="flex flex-col gap-2">
          {canViewDiff(issue) ? (
            <Button variant="secondary" onClick={onViewDiff}>
              <GitCompare aria-hidden /> View Diff
            </Button>
          ) : null}
          {docLink ? (
            <Button variant="secondary" asChild>
              <a href={docLink} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> View Documentation
              </a>
            </Button>
          ) : null}
          {issue.linear_issue_url ? (
            <Button variant="secondary" asChild>
              <a href={issue.linear_issue_url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> View in Linear
              </a>
            </Button>
          ) : null}
        </div>
      </InfoCard>
      <InfoCard title="Issue Information">
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="ID">
            <span className="font-mono">{issue.id.slice(0, 8)}</span>
            <CopyButton text={issue.id} label="Issue ID" />
          </Row>
          <Row label="Key">
            <span className="font-mono">{issue.key}</span>
          </Row>
          <Row label="Fingerprint">
            <span className="truncate font-mono">{metadata.issue_fingerprint.slice(0, 12)}</span>
            <CopyButton text={metadata.issue_fingerprint} label="Fingerprint" />
          </Row>
          <Row label="Category">{issue.category.replaceAll('_', ' ')}</Row>
          <Row label="Type">{issue.type_label}</Row>
          <Row label="Subtype">{issue.subtype.replaceAll('_', ' ')}</Row>
          <Row label="Repository">
            <span className="truncate">{issue.repository_name || 'Unknown'}</span>
          </Row>
          {issue.pull_request ? (
            <Row label="Pull request">
              <a
                href={issue.pull_request.url}
                target="_blank"
                rel="noreferrer"
                className="text-accent-700 underline-offset-2 hover:underline"
              >
                #{issue.pull_request.number}
              </a>
            </Row>
          ) : null}
          <Row label="Confidence">{Math.round(metadata.confidence * 100)}%</Row>
          <Row label="Detections">{metadata.detection_count}</Row>
        </dl>
      </InfoCard>
      <InfoCard title="Timeline">
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="Created">{formatDateTime(issue.created_at)}</Row>
          <Row label="Last detected">{formatDateTime(metadata.last_detected)}</Row>
          <Row label="Resolved">{formatDateTime(issue.resolved_at, 'Not yet')}</Row>
        </dl>
      </InfoCard>
    </div>
  );
}
