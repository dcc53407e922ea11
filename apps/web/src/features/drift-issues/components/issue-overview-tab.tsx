import type { DriftIssue } from '@driftwatch/contract';
import { BookOpen, Code2, ExternalLink, FileText, Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { InfoCard } from './info-card';

function isLink(location: string): boolean {
  return /^https?:\/\//.test(location);
}

export function IssueOverviewTab({ issue }: { issue: DriftIssue }) {
  const { metadata } = issue;
  const code = metadata.code_reality ?? metadata.actual_implementation;
  const confidence = Math.round(metadata.confidence * 100);
  const fixDetails =
    metadata.fix_details === null
      ? null
      : typeof metadata.fix_details === 'string'
        ? metadata.fix_details
        : JSON.stringify(metadata.fix_details, null, 2);
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
                <p className="mt-2 text-xs text-amber-800">
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
      {metadata.ai_suggestion || fixDetails || issue.suggestions.length > 0 ? (
        <InfoCard title="Suggestions">
          <div className="space-y-3 text-sm text-slate-700">
            {metadata.ai_suggestion ? (
              <p className="flex gap-2">
                <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
                {metadata.ai_suggestion}
              </p>
            ) : null}
            {fixDetails ? (
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap">
                {fixDetails}
              </pre>
            ) : null}
            {issue.suggestions.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5">
                {issue.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </InfoCard>
      ) : null}
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
