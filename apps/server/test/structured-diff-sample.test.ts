import {
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  structuredDiffResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('structured diff of the sample drift issues on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Barbara Liskov');
    await connectScannedSample(server, owner.token);
  }, 120_000);
  afterAll(async () => server?.close());

  it('names the changed files each drift concerns, also for removed routes and broken links', async () => {
    const issues = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues?limit=50', { token: owner.token })).body,
    ).data;
    expect(issues.length).toBeGreaterThanOrEqual(10);
    const concernFiles: Record<string, string[]> = {};
    for (const row of issues) {
      const issue = driftIssueResponseSchema.parse(
        (await server.api('GET', `/api/drift-issues/${row.id}`, { token: owner.token })).body,
      ).data;
      const structured = structuredDiffResponseSchema.parse(
        (await server.api('GET', `/api/drift-issues/${issue.id}/structured-diff`, { token: owner.token }))
          .body,
      );
      concernFiles[issue.metadata.identifier ?? issue.key] = structured.files
        .filter((file) => file.concerns.length > 0)
        .map((file) => file.path);
    }
    // Every drift's Concerns tab lists at least one file of its commit.
    expect(Object.entries(concernFiles).filter(([, files]) => files.length === 0)).toEqual([]);
    expect(concernFiles).toMatchObject({
      'GET /admin/stats': ['src/app.ts', 'src/routes/ops.ts'],
      'POST /admin/reindex': ['src/app.ts', 'src/routes/ops.ts'],
      'GET /api/v1/orders/:orderId/invoice': ['sdk/src/client.ts', 'src/routes/orders.ts'],
      'docs/deploy.md': ['docs/architecture.md', 'docs/deployment.md'],
      'configuration.md#payment-settings': ['docs/configuration.md'],
    });
  });
});
