import path from 'node:path';
import { setupPasswordResponseSchema } from '@driftwatch/contract';
import { readOutbox } from '@driftwatch/integrations/email/testing';
import { describe, expect, it, vi } from 'vitest';
import { signInUser, signUpUser, tokenFromLink } from './support/accounts.js';
import { startTestServer } from './support/start-test-server.js';

async function waitForOutbox(outboxDir: string, count: number) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await readOutbox(outboxDir);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} messages in ${outboxDir}`);
}

describe('without SMTP', () => {
  it('writes the magic link to the outbox and prints it on one line, where it sets a password', async () => {
    const server = await startTestServer('pglite', { env: { SMTP_URL: '' } });
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const { user } = await signUpUser(server);
      await server.api('POST', '/api/auth/signin', { body: { email: user.email } });
      // The first mail is the sign-up's confirmation link, which signUpUser opened.
      const mail = (await waitForOutbox(path.join(server.dataDir, 'outbox'), 2)).find(
        (candidate) => candidate.subject === 'Your Driftwatch sign-in link',
      );
      expect(mail).toMatchObject({ to: user.email, subject: 'Your Driftwatch sign-in link' });
      expect(server.smtp.messages).toEqual([]);
      expect(stderr).toHaveBeenCalledWith(
        `[driftwatch] Email to ${user.email} "Your Driftwatch sign-in link": ${mail?.links.join(' ')}\n`,
      );

      const token = tokenFromLink(mail?.links[0]);
      const setup = await server.api('POST', '/api/setup-password', {
        body: { token, password: 'outbox-password', confirmPassword: 'outbox-password' },
      });
      expect(setupPasswordResponseSchema.parse(setup.body).success).toBe(true);
      await signInUser(server, user.email, 'outbox-password');
    } finally {
      stderr.mockRestore();
      await server.close();
    }
  });
});
