import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';
import { fixturePath } from './support/scan-fixture.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err.push(String(chunk));
    return true;
  });
  return { out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('driftwatch CLI', () => {
  it('prints the JSON report and exits 1 when --fail-on is reached', async () => {
    const io = capture();
    const code = await main([
      'scan',
      fixturePath('env-vars'),
      '--format',
      'json',
      '--fail-on',
      'medium',
      '--no-cache',
      '--no-history',
    ]);
    expect(code).toBe(1);
    expect(JSON.parse(io.out.join('')).findings).toHaveLength(3);
  });

  it('exits 0 below the --fail-on threshold', async () => {
    capture();
    expect(
      await main(['scan', fixturePath('env-vars'), '--fail-on', 'high', '--no-cache', '--no-history']),
    ).toBe(0);
  });

  it('exits 2 with a clear message for an unreadable path or bad usage', async () => {
    const io = capture();
    expect(await main(['scan', '/definitely/not/here'])).toBe(2);
    expect(io.err.join('')).toContain('cannot read /definitely/not/here');
    expect(await main(['scan', '.', '--format', 'yaml'])).toBe(2);
    expect(await main([])).toBe(2);
    expect(await main(['--help'])).toBe(0);
  });
});
