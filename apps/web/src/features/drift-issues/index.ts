export { useBulkUpdateDriftIssueStatus } from './api/bulk-update-drift-issue-status';
export { useExportDriftIssues } from './api/export-drift-issues';
export { useDriftIssueStats } from './api/fetch-drift-issue-stats';
export { useDriftIssueTrend } from './api/fetch-drift-issue-trend';
export { type DriftIssueFilters, useDriftIssues } from './api/fetch-drift-issues';
export { useUpdateIssueStatus } from './api/update-drift-issue-status';
export { SeverityBadge, StatusBadge } from './components/issue-badges';
