import type { DriftIssueListItem } from '@driftwatch/contract';

/** The detail route takes the drift id (the key) when there is one, else the id. */
export function issueHref(issue: DriftIssueListItem): string {
  return `/drift-issues/${encodeURIComponent(issue.drift_id || issue.id)}`;
}

/** Concern names: up to 3 plus a count of the rest. */
export function Concerns({ issue }: { issue: DriftIssueListItem }) {
  const names = issue.concerns;
  const more = issue.concern_count - names.length;
  if (names.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1">
      {names.map((name) => (
        <code
          key={name}
          className="max-w-full truncate rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700"
        >
          {name}
        </code>
      ))}
      {more > 0 ? <span className="text-[11px] text-slate-500">+{more} more</span> : null}
    </p>
  );
}
