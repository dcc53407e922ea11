import path from 'node:path';
import {
  findDriftIssue,
  listDriftIssueActivity,
  listIssueAlerts,
  listRepositoryAlerts,
} from '@driftwatch/db';
import { createTestDatabase, type TestDatabase } from '@driftwatch/db/testing';
import { readOutbox } from '@driftwatch/integrations/email/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../src/jobs/all-jobs.js';
import { isPrivateAddress } from '../src/services/network/is-private-address.js';
import { createChannel } from '../src/services/notifications/create-channel.js';
import { deliverWebhook } from '../src/services/notifications/deliver-webhook.js';
import { connectRepository } from '../src/services/repositories/connect-repository.js';
import { waitFor } from './support/accounts.js';
import { createOrganizationOwner, createTestWorker, type TestWorker } from './support/create-test-worker.js';
import { createGitRepository } from './support/git-fixture.js';

describe('alerts after a scan (PGlite)', () => {
  let database: TestDatabase;
  let loop: TestWorker;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    loop = await createTestWorker(database, { workers: false });
  });
  afterAll(async () => {
    await loop?.close();
    await database?.destroy();
  });

  it('emails the channels listening for new drift and records the alerts on the issues', async () => {
    const context = loop.context;
    const scope = await createOrganizationOwner(database.handle.db);
    const fixture = await createGitRepository({
      'README.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
      'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
    });
    const connected = await connectRepository(context, {
      scope,
      repository: {
        provider: 'git',
        url: fixture.dir,
        defaultBranch: 'main',
      },
    });
    const repositoryId = connected.repository.id;
    await createChannel(context, {
      organizationId: scope.organizationId,
      repositoryId,
      channel: {
        type: 'email',
        emails: 'team@example.com',
        events: ['drift_detected', 'scan_completed'],
        active: true,
      },
    });
    await createChannel(context, {
      organizationId: scope.organizationId,
      repositoryId,
      channel: {
        type: 'email',
        emails: 'muted@example.com',
        events: ['drift_detected'],
        active: false,
      },
    });
    // Workers start only now, after the channels exist, so the first scan's alerts go to them.
    await context.jobs.work(allJobs, context);
    const alerts = await waitFor(
      async () => {
        const rows = await listRepositoryAlerts(context.db, scope.organizationId, repositoryId);
        return rows.length >= 2 ? rows : undefined;
      },
      60_000,
      'the alerts',
    );
    expect(alerts.map((alert) => [alert.event, alert.status, alert.target]).sort()).toEqual([
      ['drift_detected', 'sent', 'team@example.com'],
      ['scan_completed', 'sent', 'team@example.com'],
    ]);
    const outbox = await readOutbox(path.join(loop.dataDir, 'outbox'));
    expect(outbox.map((mail) => mail.to)).toEqual(['team@example.com', 'team@example.com']);
    expect(outbox.some((mail) => /new drift issue/.test(mail.subject))).toBe(true);
    const driftAlert = alerts.find((alert) => alert.event === 'drift_detected');
    const issueId = driftAlert?.issueIds[0] ?? '';
    const issue = await findDriftIssue(context.db, scope.organizationId, issueId);
    expect(issue?.repositoryId).toBe(repositoryId);
    expect(
      (await listIssueAlerts(context.db, scope.organizationId, issueId)).map((alert) => alert.type),
    ).toEqual(['email']);
    const recorded = (await listDriftIssueActivity(context.db, scope.organizationId, issueId)).filter(
      (entry) => entry.kind === 'alert_sent',
    );
    expect(recorded.map((entry) => ({ scanId: entry.scanId, details: entry.details }))).toEqual([
      {
        scanId: driftAlert?.scanId,
        details: { channelType: 'email', event: 'drift_detected', target: 'team@example.com' },
      },
    ]);
  }, 90_000);
});

describe('webhook safety', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      // How a URL writes [::ffff:127.0.0.1] and [::ffff:169.254.169.254].
      new URL('https://[::ffff:127.0.0.1]/').hostname.replace(/^\[|\]$/g, ''),
      '::ffff:a9fe:a9fe',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses plain HTTP and private targets before sending anything', async () => {
    const policy = { allowPrivateAddresses: false, timeoutMs: 2000 };
    const delivery = { secret: 'secret', event: 'test', payload: {} };
    await expect(deliverWebhook(policy, { ...delivery, url: 'http://example.com/hook' })).rejects.toThrow(
      'HTTPS only',
    );
    await expect(deliverWebhook(policy, { ...delivery, url: 'https://127.0.0.1:9/hook' })).rejects.toThrow(
      'private address',
    );
    await expect(deliverWebhook(policy, { ...delivery, url: 'https://localhost:9/hook' })).rejects.toThrow(
      'private address',
    );
    await expect(deliverWebhook(policy, { ...delivery, url: 'https://[::1]:9/hook' })).rejects.toThrow(
      'private address',
    );
  });

  it('says only that the host is unreachable, never what the network of the server answered', async () => {
    const delivery = { secret: 'secret', event: 'test', payload: {} };
    const open = { allowPrivateAddresses: true, timeoutMs: 2000 };
    const unresolvable = deliverWebhook(open, { ...delivery, url: 'https://no-such-host.invalid/hook' });
    await expect(unresolvable).rejects.toThrow(/^The webhook host could not be reached\.$/);
    const refused = deliverWebhook(open, { ...delivery, url: 'https://127.0.0.1:9/hook' });
    await expect(refused).rejects.toThrow(/^The webhook host could not be reached\.$/);
  });
});
