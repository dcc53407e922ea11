import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.js';
import { extractLinks } from './extract-links.js';
import { outboxDirectory } from './outbox-directory.js';
import { startTestSmtpServer, type TestSmtpServer } from './testing/index.js';

describe('createMailer', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Driftwatch <no-reply@driftwatch.test>',
      dataDir,
      print: (line) => printed.push(line),
    });
    const longLink = `http://localhost:3000/password-setup?token=${'a'.repeat(90)}`;
    const sent = await mailer.send({
      to: 'Ada@Example.com',
      subject: 'Set your password',
      text: `Open ${longLink}`,
    });
    const mail = await smtp.waitForMail('ada@example.com');
    expect(sent.deliveredTo).toBe('smtp');
    expect(mail.subject).toBe('Set your password');
    expect(mail.links).toContain(longLink);
    expect(printed).toEqual([]);
    await mailer.close();
  });

  it('writes an .eml file to the outbox and prints one plain line with its links without SMTP', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      from: 'no-reply@driftwatch.test',
      dataDir,
      print: (line) => printed.push(line),
    });
    const sent = await mailer.send({
      to: 'bob@example.com',
      subject: 'Your sign-in link',
      text: 'Sign in: http://localhost:3000/setup-password?token=abc',
    });
    expect(sent.deliveredTo).toBe('outbox');
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const content = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(content).toContain('Subject: Your sign-in link');
    expect(content).toContain('To: bob@example.com');
    expect(printed).toEqual([
      '[driftwatch] Email to bob@example.com "Your sign-in link": http://localhost:3000/setup-password?token=abc',
    ]);
    await mailer.close();
  });

  it('says so when an outbox email has no links', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      from: 'no-reply@driftwatch.test',
      dataDir,
      print: (line) => printed.push(line),
    });
    await mailer.send({ to: 'bob@example.com', subject: '2 new drift issues', text: 'See the dashboard.' });
    expect(printed).toEqual(['[driftwatch] Email to bob@example.com "2 new drift issues" (no links)']);
    await mailer.close();
  });
});

describe('outboxDirectory', () => {
  it('resolves the outbox of a relative data dir to an absolute path', () => {
    expect(outboxDirectory('data')).toBe(path.join(process.cwd(), 'data', 'outbox'));
    expect(outboxDirectory('/srv/driftwatch/')).toBe('/srv/driftwatch/outbox');
  });
});

describe('extractLinks', () => {
  it('finds each http link once', () => {
    expect(extractLinks('a https://x.test/a?b=1, and (http://y.test) https://x.test/a?b=1,')).toEqual([
      'https://x.test/a?b=1,',
      'http://y.test',
    ]);
  });
});
