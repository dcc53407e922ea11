export { insertIssueWithHistory, type StatusChange } from './insert-issue-with-history.js';
export { createPgliteFromTemplate, pgliteTemplate } from './pglite-template.js';
export { createTestDatabase, type TestDatabase, testEngines } from './test-database.js';
export { testDriftIssueRow, testRepositoryRow } from './test-rows.js';
