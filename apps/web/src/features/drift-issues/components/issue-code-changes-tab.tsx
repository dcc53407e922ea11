import type { DriftIssue } from '@driftwatch/contract';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useStructuredDiff } from '../api/fetch-structured-diff';
import { CopyButton } from './copy-button';
import { InfoCard } from './info-card';
import { canViewDiff } from './issue-side-panels';

/**
 * The commit's own author date comes from the diff (the issue records when drift was found, not when
 * the change was made; a rebase moves the commit date but keeps the author's); until the diff
 * arrives, or when git cannot show the commit, no date is claimed.
 */
function CommitByline({ issue }: { issue: DriftIssue }) {
  const diff = useStructuredDiff(issue.id, canViewDiff(issue));
  const author = diff.data?.author ?? issue.author ?? 'Unknown author';
  return (
    <p className="text-xs text-slate-500">
      {author}
      {diff.data ? (
        <>
          {' '}
          · authored <time dateTime={diff.data.authored_at}>{formatDateTime(diff.data.authored_at)}</time>
        </>
      ) : null}
    </p>
  );
}

export function IssueCodeChangesTab({ issue }: { issue: DriftIssue }) {
  return (
    <div className="space-y-4">
      <InfoCard
        title="Commit"
        aside={
          issue.commit_url ? (
            <Button size="sm" variant="ghost" asChild>
              <a href={issue.commit_url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> View on GitHub
              </a>
            </Button>
          ) : null
        }
      >
        {issue.commit_sha ? (
          <div className="space-y-2 text-sm">
            <p className="flex items-center gap-1 font-mono text-slate-900">
              {/* A 40-character sha is wider than a phone: it wraps, and the copy button stays beside it. */}
              <span className="min-w-0 break-all">{issue.commit_sha}</span>
              <CopyButton text={issue.commit_sha} label="Commit SHA" />
            </p>
            {issue.commit_message ? (
              <p className="whitespace-pre-line text-slate-800">{issue.commit_message}</p>
            ) : null}
            <CommitByline issue={issue} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">No commit is recorded for this issue.</p>
        )}
      </InfoCard>
      <InfoCard title="Repository">
        <p className="text-sm">
          {issue.repository_url && /^https?:\/\//.test(issue.repository_url) ? (
            <a
              className="font-medium text-accent-700 hover:underline"
              href={issue.repository_url}
              target="_blank"
              rel="noreferrer"
            >
              {issue.repository_name}
            </a>
          ) : (
            <span className="font-medium text-slate-900">{issue.repository_name}</span>
          )}
        </p>
      </InfoCard>
      <InfoCard title="Analysis Details">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-500">Issue type</dt>
            <dd className="text-slate-900">{issue.type_label}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Category</dt>
            <dd className="text-slate-900">{issue.category.replaceAll('_', ' ')}</dd>
          </div>
        </dl>
        {issue.affected_files.length > 0 ? (
          <ul className="mt-3 space-y-1 text-xs">
            {issue.affected_files.map((file) => (
              <li key={file.path} className="font-mono break-all text-slate-700">
                {file.path}
              </li>
            ))}
          </ul>
        ) : null}
      </InfoCard>
    </div>
  );
}
