import type { DriftIssueListItem } from '@driftwatch/contract';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { countOf } from '../../../lib/count-of';
import { formatDate } from '../../../lib/format-date';
import { withToggled } from '../../../lib/with-toggled';
import { SeverityBadge, StatusBadge } from '../../drift-issues';
import { Concerns, issueHref } from './issue-row-parts';

interface IssueCardListProps {
  issues: DriftIssueListItem[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

/** The table's rows as cards, for screens too narrow for eight columns. */
export function IssueCardList({ issues, selected, onSelectedChange }: IssueCardListProps) {
  const allSelected = issues.length > 0 && issues.every((issue) => selected.has(issue.id));
  const toggle = (id: string, on: boolean) => onSelectedChange(withToggled(selected, id, on));
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2 px-1 text-sm text-slate-700">
        <Checkbox
          id="select-all-issue-cards"
          checked={allSelected}
          onCheckedChange={(checked) =>
            onSelectedChange(checked === true ? new Set(issues.map((issue) => issue.id)) : new Set())
          }
        />
        <label htmlFor="select-all-issue-cards">Select all</label>
      </div>
      <ul className="space-y-2" aria-label="Drift issues">
        {issues.map((issue) => (
          <li key={issue.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <Checkbox
              className="mt-1"
              aria-label={`Select ${issue.key}`}
              checked={selected.has(issue.id)}
              onCheckedChange={(checked) => toggle(issue.id, checked === true)}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="font-mono text-slate-600">{issue.key}</span>
                <SeverityBadge severity={issue.severity} />
                <StatusBadge status={issue.status} />
              </div>
              <Link
                to={issueHref(issue)}
                className="mt-1 block font-medium break-words text-slate-900 hover:text-accent-700 hover:underline"
              >
                {issue.title}
              </Link>
              <Concerns issue={issue} />
              <p className="mt-1 text-xs text-slate-600">
                {issue.repository_name} · {countOf(issue.file_count, 'file')} · {formatDate(issue.created_at)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
