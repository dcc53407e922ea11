import type { DriftIssue } from '@driftwatch/contract';
import { BookOpen, Code2, ExternalLink, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { InfoCard } from './info-card';
import { IssuePatchCard } from './issue-patch-card';
import { IssueSuggestionsCard } from './issue-suggestions-card';

function isLink(location: string): boolean {
  return /^https?:\/\//.test(location);
}

export function IssueOverviewTab({ issue }: { issue: DriftIssue }) {
  const { metadata } = issue;
  const code = metadata.code_reality ?? metadata.actual_implementation;
  const confidence = Math.round(metadata.confidence * 100);
  return (
    <div className="space-y-4">
      <InfoCard title="Issue Summary">
        <p className="text-sm whitespace-pre-line text-slate-700">{issue.description}</p>
      </InfoCard>
      {metadata.doc_claim || code ? (
        <InfoCard title="Documentation vs Code Mismatch">
          <div className="grid gap-3 md:grid-cols-2">
            <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
              <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-amber-900">
                <BookOpen className="size-3.5" aria-hidden /> Documentation
              </p>
              <pre className="font-mono text-xs whitespace-pre-wrap break-words text-amber-950">
                {metadata.doc_claim ?? '—'}
              </pre>
              {metadata.doc_location ? (
                <p className="mt-2 text-xs break-all text-amber-800">
                  {metadata.doc_location}
                  {metadata.doc_line ? `:${metadata.doc_line}` : ''}
                </p>
              ) : null}
            </div>
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3">
              <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-emerald-900">
                <Code2 className="size-3.5" aria-hidden /> Code
              </p>
              <pre className="font-mono text-xs whitespace-pre-wrap break-words text-emerald-950">
                {code ?? '—'}
              </pre>
              {metadata.code_location ? (
                <p className="mt-2 text-xs text-emerald-800">
                  {metadata.code_location}
                  {metadata.code_line ? `:${metadata.code_line}` : ''}
                </p>
              ) : null}
            </div>
          </div>
        </InfoCard>
      ) : null}
      <InfoCard title="Documentation Source">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="flex items-center gap-2 text-slate-800">
            <FileText className="size-4 text-slate-500" aria-hidden />
            <span className="capitalize">
              {(metadata.doc_source_type ?? 'repository docs').replaceAll('_', ' ')}
            </span>
            {metadata.doc_location ? (
              <span className="font-mono text-xs break-all text-slate-600">{metadata.doc_location}</span>
            ) : null}
          </p>
          {metadata.doc_location && isLink(metadata.doc_location) ? (
            <Button size="sm" variant="ghost" asChild>
              <a
                href={metadata.doc_location}
                target="_blank"
                rel="noreferrer"
                aria-label="Open documentation"
              >
                <ExternalLink aria-hidden />
              </a>
            </Button>
          ) : null}
        </div>
        {metadata.notion_page_id ? (
          <p className="mt-2 text-xs text-slate-600">
            Notion page ID: <span className="font-mono">{metadata.notion_page_id}</span>
          </p>
        ) : null}
      </InfoCard>
      <IssueSuggestionsCard issue={issue} />
      <IssuePatchCard issueKey={issue.key} patch={issue.patch} />
      <InfoCard title="Detection Metrics">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-xs text-slate-500">Confidence</p>
            <p className="text-lg font-semibold text-slate-900">{confidence}%</p>
            <Progress value={confidence} aria-label="Confidence" />
          </div>
          <div>
            <p className="text-xs text-slate-500">Times detected</p>
            <p className="text-lg font-semibold text-slate-900">{metadata.detection_count}</p>
          </div>
        </div>
      </InfoCard>
    </div>
  );
}
