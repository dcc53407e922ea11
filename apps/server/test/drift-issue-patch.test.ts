import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DriftIssue,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { materializeSampleRepository } from '@driftwatch/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('drift issue patches on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let issues: DriftIssue[];
  let checkout: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Grace Hopper');
    await connectScannedSample(server, owner.token);
    const rows = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues?limit=200', { token: owner.token })).body,
    ).data;
    issues = await Promise.all(
      rows.map(
        async (row) =>
          driftIssueResponseSchema.parse(
            (await server.api('GET', `/api/drift-issues/${row.id}`, { token: owner.token })).body,
          ).data,
      ),
    );
    // The scanned tree, built the same way the server builds it, to apply the patches to.
    checkout = path.join(await mkdtemp(path.join(tmpdir(), 'driftwatch-patch-')), 'acme-orders');
    await materializeSampleRepository(checkout, 'acme-orders');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (checkout) await rm(path.dirname(checkout), { recursive: true, force: true });
  });

  const byLocation = (location: string) =>
    issues.find((i) => `${i.metadata.doc_location}:${i.metadata.doc_line}` === location);

  it('returns the patch of a certain fix in the issue detail, and it applies to the scanned tree', async () => {
    const renamed = byLocation('docs/configuration.md:19');
    const patch = renamed?.patch ?? '';
    expect(patch.split('\n').slice(0, 2)).toEqual([
      '--- a/docs/configuration.md',
      '+++ b/docs/configuration.md',
    ]);
    expect(patch).toMatch(/^-.*ACME_PAYMENT_KEY/m);
    expect(patch).toMatch(/^\+.*ACME_PAYMENTS_API_KEY/m);
    const file = path.join(checkout, '..', 'issue.patch');
    await writeFile(file, patch);
    execFileSync('git', ['apply', '--check', file], { cwd: checkout, stdio: 'pipe' });
  });

  it('has no patch where the fix is not a certain rename', () => {
    expect(byLocation('docs/api.md:54')?.subtype).toBe('endpoint_mismatch');
    expect(byLocation('docs/api.md:54')?.patch).toBeNull();
    const withPatch = issues.filter((i) => i.patch !== null).map((i) => i.metadata.doc_location);
    expect(withPatch.length).toBeGreaterThan(1);
    expect(withPatch.length).toBeLessThan(issues.length);
  });
});
