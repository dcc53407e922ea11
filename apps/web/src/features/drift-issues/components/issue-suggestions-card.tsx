import type { DriftIssue } from '@driftwatch/contract';
import { ArrowRight, Lightbulb, Wrench } from 'lucide-react';
import { describeFix, type SuggestedFix } from '../lib/describe-fix';
import { InfoCard } from './info-card';

function FixView({ fix }: { fix: SuggestedFix }) {
  return (
    <section aria-label="Suggested fix" className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-500">
        <Wrench className="size-3.5" aria-hidden /> {fix.action ?? 'Suggested fix'}
      </p>
      {fix.text ? <p className="font-medium text-slate-900">{fix.text}</p> : null}
      {fix.location ? (
        <p className="text-xs text-slate-600">
          In <span className="font-mono break-all text-slate-800">{fix.location}</span>
        </p>
      ) : null}
      {fix.replacement ? (
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="sr-only">Replace </span>
          <code className="rounded bg-red-50 px-1.5 py-0.5 text-red-800 line-through">
            {fix.replacement.before}
          </code>
          <ArrowRight className="size-3.5 text-slate-400" aria-hidden />
          <span className="sr-only"> with </span>
          <code className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800">
            {fix.replacement.after}
          </code>
        </p>
      ) : null}
      {fix.preview ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] overflow-hidden rounded-md border border-slate-200 font-mono text-xs">
          <dt className="bg-red-50 px-2 py-1 font-sans font-semibold text-red-800">Before</dt>
          <dd className="bg-red-50 px-2 py-1 break-words whitespace-pre-wrap text-red-900">
            {fix.preview.before}
          </dd>
          <dt className="bg-emerald-50 px-2 py-1 font-sans font-semibold text-emerald-800">After</dt>
          <dd className="bg-emerald-50 px-2 py-1 break-words whitespace-pre-wrap text-emerald-900">
            {fix.preview.after}
          </dd>
        </dl>
      ) : null}
      {fix.details.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
          {fix.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-slate-500">{detail.label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * The issue page's Suggestions card: the AI suggestion, the fix details as text (the engine's suggestion,
 * where to make it, the old and new text and the documented line before and after), and the list
 * of suggestions without the one the fix already shows.
 */
export function IssueSuggestionsCard({ issue }: { issue: Pick<DriftIssue, 'suggestions' | 'metadata'> }) {
  const fix = describeFix(issue);
  const others = issue.suggestions.filter((suggestion) => suggestion !== fix?.shownSuggestion);
  if (!issue.metadata.ai_suggestion && !fix && others.length === 0) return null;
  return (
    <InfoCard title="Suggestions">
      <div className="space-y-3 text-sm text-slate-700">
        {issue.metadata.ai_suggestion ? (
          <p className="flex gap-2">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
            {issue.metadata.ai_suggestion}
          </p>
        ) : null}
        {fix ? <FixView fix={fix} /> : null}
        {others.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5" aria-label={fix ? 'Other suggestions' : 'Suggestions'}>
            {others.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </InfoCard>
  );
}
