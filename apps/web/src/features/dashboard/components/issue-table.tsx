import type { DriftIssueListItem } from '@driftwatch/contract';
import { Ban, CheckCircle2, ExternalLink, MoreHorizontal } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { formatDate } from '../../../lib/format-date';
import { withToggled } from '../../../lib/with-toggled';
import { SeverityBadge, StatusBadge, useUpdateIssueStatus } from '../../drift-issues';
import { Concerns, issueHref } from './issue-row-parts';

/** The columns between the select box and the actions menu. */
const columns = ['ID', 'Title', 'Severity', 'Status', 'Repository', 'Files', 'Detected'] as const;

interface IssueTableProps {
  issues: DriftIssueListItem[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

export function IssueTable({ issues, selected, onSelectedChange }: IssueTableProps) {
  const navigate = useNavigate();
  const update = useUpdateIssueStatus({ successTitle: 'Issue updated', errorTitle: 'Error updating issue' });
  const allSelected = issues.length > 0 && issues.every((issue) => selected.has(issue.id));
  const someSelected = issues.some((issue) => selected.has(issue.id));
  const toggle = (id: string, on: boolean) => onSelectedChange(withToggled(selected, id, on));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <Checkbox
                aria-label="Select all issues"
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                onCheckedChange={(checked) =>
                  onSelectedChange(checked === true ? new Set(issues.map((issue) => issue.id)) : new Set())
                }
              />
            </th>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Files' ? 'px-3 py-3 text-right' : 'px-3 py-3'}
              >
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {issues.map((issue) => (
            <tr key={issue.id} className={selected.has(issue.id) ? 'bg-accent-50/50' : 'hover:bg-slate-50'}>
              <td className="px-3 py-3 align-top">
                <Checkbox
                  aria-label={`Select ${issue.key}`}
                  checked={selected.has(issue.id)}
                  onCheckedChange={(checked) => toggle(issue.id, checked === true)}
                />
              </td>
              <td className="px-3 py-3 align-top font-mono text-xs whitespace-nowrap text-slate-600">
                {issue.key}
              </td>
              <td className="max-w-md px-3 py-3 align-top">
                <Link
                  to={issueHref(issue)}
                  className="font-medium text-slate-900 hover:text-accent-700 hover:underline"
                >
                  {issue.title}
                </Link>
                <Concerns issue={issue} />
              </td>
              <td className="px-3 py-3 align-top">
                <SeverityBadge severity={issue.severity} />
              </td>
              <td className="px-3 py-3 align-top whitespace-nowrap">
                <StatusBadge status={issue.status} />
              </td>
              <td className="px-3 py-3 align-top text-slate-700">{issue.repository_name}</td>
              <td className="px-3 py-3 text-right align-top text-slate-700 tabular-nums">
                {issue.file_count}
              </td>
              <td className="px-3 py-3 align-top whitespace-nowrap text-slate-600">
                {formatDate(issue.created_at)}
              </td>
              <td className="px-3 py-3 align-top">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button size="sm" variant="ghost" aria-label={`Actions for ${issue.key}`}>
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => navigate(issueHref(issue))}>
                      <ExternalLink aria-hidden /> View details
                    </DropdownMenuItem>
                    {issue.status === 'open' ? (
                      <>
                        <DropdownMenuItem
                          onSelect={() => update.mutate({ id: issue.id, status: 'resolved' })}
                        >
                          <CheckCircle2 aria-hidden /> Resolve
                        </DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => update.mutate({ id: issue.id, status: 'ignored' })}>
                          <Ban aria-hidden /> Ignore
                        </DropdownMenuItem>
                      </>
                    ) : null}
                  </DropdownMenuContent>
                </DropdownMenu>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
