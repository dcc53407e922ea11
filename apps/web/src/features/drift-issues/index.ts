export { useBulkUpdateDriftIssueStatus } from './api/bulk-update-drift-issue-status';
export { useExportDriftIssues } from './api/export-drift-issues';
export { fetchDriftIssueStats } from './api/fetch-drift-issue-stats';
export { fetchDriftIssueTrend } from './api/fetch-drift-issue-trend';
export { type DriftIssueFilters, fetchDriftIssues } from './api/fetch-drift-issues';
export { SeverityBadge, StatusBadge } from './components/issue-badges';
export { driftIssueKeys } from './hooks/drift-issue-query-keys';
export { useUpdateIssueStatus } from './hooks/use-update-issue-status';
export { concernNames, summarizeConcerns } from './lib/concern-names';
