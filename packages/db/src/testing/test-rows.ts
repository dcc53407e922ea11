import type { NewDriftIssueRow } from '../schema/drift-issues.js';
import type { NewRepositoryRow } from '../schema/repositories.js';

/** A git repository row with an empty mapping and the on-push schedule, for tests that seed issues. */
export function testRepositoryRow(organizationId: string, name: string): NewRepositoryRow {
  return {
    organizationId,
    provider: 'git',
    externalId: `file:///${name}`,
    name,
    fullName: name,
    url: `/${name}`,
    mappingConfig: {
      docFolders: [],
      mainDocFile: 'README.md',
      customMappingFile: null,
      ignorePatterns: [],
      codePatterns: [],
      docPatterns: [],
      ignorePaths: [],
      notionPageIds: [],
    },
    scanSchedule: {
      type: 'onPush',
      customCron: null,
      scanFrequency: 24,
      detectAPIChanges: true,
      detectBreaking: true,
    },
    meta: { tags: [], notes: '' },
  };
}

/** An open method-mismatch issue numbered `number`, with empty metadata; tests override what they measure. */
export function testDriftIssueRow(
  scope: { organizationId: string; repositoryId: string },
  number: number,
): NewDriftIssueRow {
  return {
    ...scope,
    number,
    key: `DRIFT-${number}`,
    fingerprint: `test-${number}`,
    title: `Issue ${number}`,
    type: 'internal_method_mismatch',
    category: 'internal_docs',
    subtype: 'method_mismatch',
    severity: 'medium',
    confidence: 0.9,
    detectorName: 'driftwatch-engine/test',
    metadata: {
      doc_source_type: null,
      doc_location: null,
      doc_line: null,
      doc_end_line: null,
      doc_claim: null,
      code_location: null,
      code_line: null,
      code_reality: null,
      actual_implementation: null,
      notion_page_id: null,
      ai_suggestion: null,
      fix_action: null,
      fix_details: null,
      identifier: null,
      analysis_type: null,
    },
  };
}
