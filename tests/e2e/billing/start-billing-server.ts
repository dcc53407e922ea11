import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FakeStripe,
  fakeStripeEnvironment,
  startFakeStripe,
} from '../../../apps/server/test/support/fakes/stripe/start-fake-stripe.js';

export interface BillingServer {
  url: string;
  /** Its own data dir: its mails land in this outbox. */
  dataDir: string;
  stripe: FakeStripe;
  stop(): Promise<void>;
}

/**
 * A second Driftwatch server, started from the built dist like the suite's own, with its Stripe
 * variables pointed at a local fake Stripe whose webhooks come back to it, and `env` added.
 */
export async function startBillingServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BillingServer> {
  const stripe = await startFakeStripe();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'driftwatch-e2e-billing-'));
  const child: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DRIFTWATCH_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...fakeStripeEnvironment(stripe),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/api/plans/public`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stripe.setWebhookUrl(`${url}/webhooks/stripe`);
  return {
    url,
    dataDir,
    stripe,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
