/**
 * Webhook-to-check-run for a pull request on the sample repository: the real server (in-process
 * workers with production polling, PostgreSQL) with its GitHub App pointed at the fake GitHub. Each
 * run pushes a branch that renames a documented function, delivers the signed pull_request event
 * and waits until the fake has the completed Driftwatch check run for that head commit.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/pull-request-check-bench.ts [--runs 5]
 */

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { materializeSampleRepository } from '@driftwatch/integrations';
import { startFakeGithub } from '../test/support/fakes/github/start-fake-github.js';
import { expectApi, signUpOwner } from './bench-api.js';
import { median } from './bench-stats.js';
import { readCountOption, runServerBench } from './run-server-bench.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const runs = readCountOption('runs', 5);
const github = await startFakeGithub();
const sampleDir = path.join(await mkdtemp(path.join(tmpdir(), 'driftwatch-pr-bench-')), 'acme-orders');
await materializeSampleRepository(sampleDir, 'acme-orders');
const installationId = github.addInstallation('acme');
const repo = await github.addRepository({
  owner: 'acme',
  name: 'acme-orders',
  sourceDir: sampleDir,
  installationId,
  language: 'TypeScript',
});
const pricing = await readFile(path.join(sampleDir, 'src/services/pricing.ts'), 'utf8');

try {
  await runServerBench(
    'pull-request-check-bench',
    'all',
    async ({ server }) => {
      github.pointAt(server.url);
      const owner = await signUpOwner(server, 'pr');
      const connect = (await expectApi(server.url, 'GET', '/api/auth/github/connect?source=setup', 200, {
        token: owner.token,
      })) as { oauth_url: string };
      await expectApi(server.url, 'POST', '/api/integrations/github/app/installations', 200, {
        token: owner.token,
        body: {
          installation_id: installationId,
          state: new URL(connect.oauth_url).searchParams.get('state'),
        },
      });
      const connected = (await expectApi(server.url, 'POST', '/api/repositories', 201, {
        token: owner.token,
        body: { provider: 'github', url: `${github.url}/acme/acme-orders`, externalId: String(repo.id) },
      })) as { repository: { id: string } };
      // The first scan also warms the clone and the engine's cache, as a repository in use has them.
      await waitFor(async () => {
        const scans = (await expectApi(
          server.url,
          'GET',
          `/api/repositories/${connected.repository.id}/scans`,
          200,
          {
            token: owner.token,
          },
        )) as { scans: Array<{ status: string }> };
        return scans.scans[0]?.status === 'succeeded' ? true : undefined;
      }, 'the first scan');
      const times: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const branch = `rename-discount-check-${run}`;
        const headSha = await github.commit(repo, {
          branch,
          files: {
            'src/services/pricing.ts': pricing.replaceAll('isKnownDiscountCode', `isValidDiscountCode${run}`),
          },
          message: `Rename isKnownDiscountCode (run ${run})`,
        });
        const started = performance.now();
        const delivery = await github.pullRequestEvent(repo, { number: run, action: 'opened', head: branch });
        if (delivery.status !== 202)
          throw new Error(`The webhook answered ${delivery.status}: ${delivery.body}`);
        const checkRun = await waitFor(
          () =>
            github.state.checkRunsOf('acme/acme-orders', headSha).find((item) => item.status === 'completed'),
          `the check run of run ${run}`,
        );
        const elapsed = performance.now() - started;
        times.push(elapsed);
        console.log(
          `run ${run}: ${seconds(elapsed)} (${checkRun.conclusion}, ${checkRun.annotations.length} annotations)`,
        );
      }
      console.log(
        `pull-request webhook-to-check-run: median ${seconds(median(times))}, max ${seconds(Math.max(...times))} ` +
          `(sample repository, ${runs} pull requests; goal < 3 s)`,
      );
    },
    github.env,
  );
} finally {
  await github.close();
}
