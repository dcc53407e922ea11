/**
 * The first element of every query key of a kind of data. Live events invalidate by these roots
 * (a scan touches every repository and drift-issue query), so each feature's keys start with one.
 */
export const queryRoots = {
  repositories: ['repositories'],
  driftIssues: ['drift-issues'],
  session: ['session'],
  integrations: ['integrations'],
} as const;
