/**
 * Queries that read or write across organizations, by row id alone, for job handlers that got the id
 * from a job the server created itself. Route code must not import them (a lint rule forbids it):
 * a route takes ids from users, so it uses the organization-scoped queries of `@driftwatch/db`.
 */

export * from './code-host-webhooks.js';
export * from './doc-sources.js';
export * from './drift-issues.js';
export * from './expired-rows.js';
export * from './linear-issue-states.js';
export * from './notification-channels.js';
export * from './pull-request-scans.js';
export * from './pull-request-suggestions.js';
export * from './repositories.js';
export * from './scans.js';
