import type { DriftIssue } from '@driftwatch/contract';
import { ExternalLink, GitCompare, SquareArrowOutUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

interface IssueSidePanelsProps {
  issue: DriftIssue;
  onViewDiff: () => void;
  /** Undefined while the Linear status loads, so no Linear action flickers in. */
  linearConnected: boolean | undefined;
  /** Linear refused the stored token: statuses stop updating until someone reconnects it. */
  linearNeedsReconnect?: boolean;
  onPushToLinear: () => void;
}

function ReconnectLinear({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-amber-800" role="status">
      {children}{' '}
      <Link to="/integrations" className="font-medium text-accent-700 hover:underline">
        Reconnect Linear
      </Link>
    </p>
  );
}

export function IssueSidePanels({
  issue,
  onViewDiff,
  linearConnected,
  linearNeedsReconnect = false,
  onPushToLinear,
}: IssueSidePanelsProps) {
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
            <>
              <Button variant="secondary" asChild>
                <a href={issue.linear_issue_url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden /> View in Linear
                </a>
              </Button>
              {issue.linear_status ? (
                <p className="text-center text-sm text-slate-600">
                  Linear status: <span className="font-medium text-slate-900">{issue.linear_status}</span>
                </p>
              ) : null}
              {linearNeedsReconnect ? (
                <ReconnectLinear>
                  Linear needs reconnecting: this status is not kept up to date.
                </ReconnectLinear>
              ) : null}
            </>
          ) : issue.linear_issue_id === null && linearNeedsReconnect ? (
            <ReconnectLinear>Linear needs reconnecting before issues can be pushed.</ReconnectLinear>
          ) : issue.linear_issue_id === null && linearConnected === true ? (
            <Button variant="secondary" onClick={onPushToLinear}>
              <SquareArrowOutUpRight aria-hidden /> Push to Linear
            </Button>
          ) : issue.linear_issue_id === null && linearConnected === false ? (
            <p className="text-sm text-slate-600">
              To push this issue to Linear,{' '}
              <Link to="/integrations" className="font-medium text-accent-700 hover:underline">
                connect Linear
              </Link>{' '}
              first.
            </p>
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
