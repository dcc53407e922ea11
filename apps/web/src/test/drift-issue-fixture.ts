import type { DriftIssue } from '@driftwatch/contract';

const now = '2026-11-20T10:00:00.000Z';

/** A complete drift issue as the API returns it, for tests; metadata fields merge over the defaults. */
export function driftIssueFixture(
  overrides: Partial<Omit<DriftIssue, 'metadata'>> & { metadata?: Partial<DriftIssue['metadata']> } = {},
): DriftIssue {
  const { metadata, ...rest } = overrides;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    drift_id: 'DRIFT-1',
    key: 'DRIFT-1',
    title: 'PUT /api/v1/orders/:orderId is now PATCH /api/v1/orders/:orderId',
    description: 'The docs and the code disagree.',
    type: 'internal_endpoint_mismatch',
    type_label: 'Internal Endpoint Mismatch',
    category: 'internal_docs',
    subtype: 'endpoint_mismatch',
    severity: 'high',
    status: 'open',
    repository_id: '00000000-0000-4000-8000-0000000000aa',
    repository_name: 'samples/acme-orders',
    repository_url: null,
    commit_sha: null,
    commit_message: null,
    commit_url: null,
    author: null,
    affected_files: [],
    suggestions: [],
    alerts_sent: [],
    detection_reason: null,
    created_at: now,
    updated_at: now,
    resolved_at: null,
    resolved_by: null,
    resolution: null,
    linear_issue_id: null,
    linear_issue_url: null,
    linear_status: null,
    linear_team_id: null,
    linear_project_id: null,
    linear_sync_at: null,
    pull_request: null,
    ...rest,
    metadata: {
      category: 'internal_docs',
      subtype: 'endpoint_mismatch',
      doc_source_type: 'repository',
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
      confidence: 0.9,
      detection_count: 1,
      detector_name: 'driftwatch-engine/endpoints',
      last_detected: now,
      issue_fingerprint: 'abc',
      analysis_type: 'repository_scan',
      identifier: null,
      ...metadata,
    },
  };
}

/** An issue with the fix a scan stores for one engine suggestion (finding-to-issue.ts). */
export function scannedFixFixture(
  suggestion: string,
  claim: string | null,
  docPath = 'docs/api.md',
  docLine = 54,
) {
  return driftIssueFixture({
    suggestions: [suggestion],
    metadata: {
      doc_location: docPath,
      doc_line: docLine,
      doc_claim: claim,
      fix_action: 'update_docs',
      fix_details: { doc_path: docPath, doc_line: docLine, suggestion },
    },
  });
}
