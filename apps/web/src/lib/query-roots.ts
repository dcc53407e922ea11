/**
 * The first element of every query key of a kind of data. Live events invalidate by these roots
 * (a scan touches every repository, drift-issue and dashboard query), so each feature's keys start with one.
 */
export const queryRoots = {
  repositories: ['repositories'],
  driftIssues: ['drift-issues'],
  session: ['session'],
  /** The Dashboard and Monitoring panels' own calls (stats, activity, repository health, notifications). */
  dashboard: ['dashboard'],
  integrations: ['integrations'],
  /** Knowledge Hub documentation sources, their pages, links and channels. */
  docSources: ['doc-sources'],
} as const;
