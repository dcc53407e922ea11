import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A small real git repository on disk: files by path, committed in one commit per call. */
export async function createGitRepository(
  files: Record<string, string>,
): Promise<{ dir: string; commit(files: Record<string, string>, message: string): Promise<string> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'driftwatch-fixture-'));
  const git = (...args: string[]) =>
    run(
      'git',
      [
        '-c',
        'user.name=Fixture Author',
        '-c',
        'user.email=fixture@example.com',
        '-c',
        'commit.gpgSign=false',
        '-C',
        dir,
        ...args,
      ],
      {
        env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
      },
    );
  const commit = async (changes: Record<string, string>, message: string) => {
    for (const [file, content] of Object.entries(changes)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), content);
    }
    await git('add', '--all');
    await git('commit', '--quiet', '-m', message);
    return (await git('rev-parse', 'HEAD')).stdout.trim();
  };
  await git('init', '--quiet', '--initial-branch=main');
  await commit(files, 'Initial commit');
  return { dir, commit };
}

/** A self-signed certificate for 127.0.0.1, made with openssl, for a local HTTPS webhook receiver. */
export async function createSelfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'driftwatch-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const { readFile } = await import('node:fs/promises');
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
}
