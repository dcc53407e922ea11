import type { DatabaseHandle } from '@driftwatch/db';

/** Issues in the benchmark organization: the size the list's budgets are set for. */
export const benchIssueCount = 100_000;

/** Inserts `count` git repositories into the organization and returns their ids. */
export async function seedRepositories(
  handle: DatabaseHandle,
  organizationId: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const result = await handle.executeSql(
      `INSERT INTO repositories (organization_id, provider, external_id, name, full_name, url, mapping_config, scan_schedule, meta)
       VALUES ($1, 'git', $2, $3, $3, $4, '{}'::jsonb,
         '{"type":"onPush","customCron":null,"scanFrequency":24,"detectAPIChanges":true,"detectBreaking":true}'::jsonb,
         '{"tags":[],"notes":""}'::jsonb) RETURNING id`,
      [organizationId, `bench-${organizationId}-${index}`, `repo-${index}`, `/srv/repo-${index}`],
    );
    ids.push(String(result.rows[0]?.id));
  }
  return ids;
}

/**
 * Inserts `count` drift issues spread over the repositories, with realistic titles, statuses and
 * severities, in one statement, then VACUUM ANALYZE: the steady state autovacuum reaches, where
 * visibility maps allow index-only counts.
 */
export async function seedDriftIssues(
  handle: DatabaseHandle,
  organizationId: string,
  repositoryIds: string[],
  count: number,
): Promise<void> {
  await handle.executeSql(
    `INSERT INTO drift_issues (organization_id, repository_id, number, key, fingerprint, title, description, type, category,
       subtype, severity, status, confidence, detector_name, metadata, affected_files, suggestions, created_at, updated_at)
     SELECT $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], g, 'DRIFT-' || g, md5(g::text),
       'Parameter opt' || g || ' of send' || (g % 500) || ' is documented as retries' || (g % 97),
       'The docs in docs/api-' || (g % 50) || '.md name a parameter the code does not take.',
       (ARRAY['internal_parameter_mismatch','broken_link','outdated_example','endpoint_mismatch'])[1 + g % 4],
       (ARRAY['internal_docs','external_docs','code'])[1 + g % 3],
       (ARRAY['parameter_mismatch','broken_link','outdated_example','endpoint_mismatch'])[1 + g % 4],
       (ARRAY['critical','high','medium','low'])[1 + (g * 7) % 4],
       (ARRAY['open','open','open','in_progress','resolved','resolved','ignored','false_positive'])[1 + (g * 13) % 8],
       0.5 + (g % 50) / 100.0, 'driftwatch-engine/bench',
       jsonb_build_object('doc_source_type', null, 'doc_location', 'docs/api-' || (g % 50) || '.md', 'doc_line', 10 + g % 300,
         'doc_end_line', 12 + g % 300, 'doc_claim', 'send' || (g % 500) || '(to, { retries: 3 })',
         'code_location', 'src/send' || (g % 500) || '.ts', 'code_line', 1 + g % 120,
         'code_reality', 'send' || (g % 500) || '(to, { maxRetries })', 'actual_implementation', 'export function send(to, options)',
         'notion_page_id', null, 'ai_suggestion', null, 'fix_action', 'rename',
         'fix_details', jsonb_build_object('from', 'retries', 'to', 'maxRetries'), 'analysis_type', 'static',
         'identifier', 'send' || (g % 500)),
       jsonb_build_array(jsonb_build_object('path', 'src/send' || (g % 500) || '.ts', 'functions', jsonb_build_array('send'), 'classes', '[]'::jsonb, 'exports', '[]'::jsonb)),
       jsonb_build_array('Rename retries to maxRetries'),
       now() - (g || ' minutes')::interval, now()
     FROM generate_series(1, $3::int) AS g`,
    [organizationId, `{${repositoryIds.join(',')}}`, count],
  );
  await handle.executeSql('VACUUM ANALYZE');
}

/**
 * The history the seeded issues would have: a scan per repository that detected them, a person's
 * status change for each issue no longer open, and every tenth open issue resolved and re-opened by
 * a later scan. The dashboard's trend and activity feed read this history.
 */
export async function seedDriftIssueActivity(handle: DatabaseHandle, organizationId: string): Promise<void> {
  const statements = [
    `INSERT INTO scans (organization_id, repository_id, status, trigger, options, created_at, started_at, finished_at)
     SELECT organization_id, id, 'succeeded', 'schedule', '{"includePrChecks":false,"includeExternalDocs":true}'::jsonb,
       now() - interval '80 days', now() - interval '80 days', now() - interval '80 days'
     FROM repositories WHERE organization_id = $1`,
    `INSERT INTO drift_issue_activity (organization_id, issue_id, kind, actor_name, to_status, scan_id, created_at)
     SELECT i.organization_id, i.id, 'detected', 'Driftwatch scanner', 'open', s.id, i.created_at
     FROM drift_issues i JOIN scans s ON s.repository_id = i.repository_id WHERE i.organization_id = $1`,
    `INSERT INTO drift_issue_activity (organization_id, issue_id, kind, actor_name, from_status, to_status, created_at)
     SELECT organization_id, id, 'status_changed', 'Bench Person', 'open', status,
       least(created_at + ((number % 72) || ' hours')::interval, now())
     FROM drift_issues WHERE organization_id = $1 AND status <> 'open'`,
    `INSERT INTO drift_issue_activity (organization_id, issue_id, kind, actor_name, from_status, to_status, created_at)
     SELECT organization_id, id, 'status_changed', 'Bench Person', 'open', 'resolved',
       least(created_at + interval '1 hour', now())
     FROM drift_issues WHERE organization_id = $1 AND status = 'open' AND number % 10 = 0`,
    `INSERT INTO drift_issue_activity (organization_id, issue_id, kind, actor_name, from_status, to_status, scan_id, created_at)
     SELECT i.organization_id, i.id, 'reopened', 'Driftwatch scanner', 'resolved', 'open', s.id,
       least(i.created_at + interval '2 hours', now())
     FROM drift_issues i JOIN scans s ON s.repository_id = i.repository_id
     WHERE i.organization_id = $1 AND i.status = 'open' AND i.number % 10 = 0`,
  ];
  for (const statement of statements) await handle.executeSql(statement, [organizationId]);
  await handle.executeSql('VACUUM ANALYZE');
}
