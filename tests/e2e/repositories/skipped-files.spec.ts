import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from '../web/support/accounts.js';
import { waitForScan } from '../web/support/sample-repository.js';

/** Set CORE_SHOTS=<dir> to save the screenshots the design review looks at. */
const shotsDir = process.env.CORE_SHOTS;

/** A one-commit git repository of these files in a fresh temporary folder. */
function createGitRepository(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'driftwatch-e2e-repo-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=E2E', '-c', 'user.email=e2e@acme-e2e.io', '-c', 'commit.gpgSign=false', ...args],
      { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } },
    );
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Orders service');
  return dir;
}

test('the repository card lists the files its last scan could not read', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  const url = createGitRepository({
    'README.md': '# Shop\n\nUse `createOrder(items)` to place an order.\n',
    'src/orders.js': 'export function createOrder(items) { return items.length; }\n',
    // Nested far deeper than any real code: the parser would crash on it, so it is not read.
    'src/generated/nested.js': '['.repeat(20_000),
  });
  const headers = { Authorization: `Bearer ${account.token}` };
  const connected = await request.post('/api/repositories', { headers, data: { provider: 'git', url } });
  expect(connected.status(), await connected.text()).toBe(201);
  const { repository } = (await connected.json()) as { repository: { id: string; name: string } };
  await waitForScan(request, account.token, repository.id);

  await useSession(page, account.token);
  await page.goto('/repositories');
  const card = page.getByRole('article').filter({ hasText: repository.name });
  const toggle = card.getByRole('button', { name: '1 file not read' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const files = card.getByRole('list', { name: 'Files not read' });
  await expect(files.getByRole('listitem')).toHaveText(['src/generated/nested.jsnesting deeper than 500']);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await expect(files).toBeVisible();
    if (shotsDir) await card.screenshot({ path: join(shotsDir, `skipped-files-card-${width}.png`) });
  }
});
