import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fixturePath } from './support/scan-fixture.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface ActionStep {
  name?: string;
  run?: string;
}

const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  runs: { using: string; steps: ActionStep[] };
};

function script(name: string): string {
  const run = action.runs.steps.find((s) => s.name === name)?.run;
  if (!run) throw new Error(`action.yml has no step "${name}" with a script`);
  return run;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the action's Scan and fail-on steps with bash, as the runner does, on a fixture. */
function runAction(fixture: string, failOn: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftwatch-action-'));
  made.push(dir);
  const output = path.join(dir, 'github-output');
  writeFileSync(output, '');
  const env = {
    ...process.env,
    GITHUB_OUTPUT: output,
    SCAN_PATH: fixturePath(fixture),
    BASE: '',
    FAIL_ON: failOn,
    VERSION: '',
    SARIF_FILE: path.join(dir, 'driftwatch.sarif'),
    ACTION_PATH: repoRoot,
  };
  execFileSync('bash', ['-e', '-c', script('Scan')], { env, stdio: 'pipe' });
  const code = /exit-code=(\d+)/.exec(readFileSync(output, 'utf8'))?.[1];
  const verdict = spawnSync('bash', ['-e', '-c', script('Apply fail-on')], {
    env: { ...env, CODE: code },
    encoding: 'utf8',
  });
  return {
    code,
    status: verdict.status,
    stdout: verdict.stdout,
    sarif: readFileSync(env.SARIF_FILE, 'utf8'),
  };
}

describe('the GitHub Action (action.yml)', () => {
  it('is a composite action that uploads the SARIF with upload-sarif', () => {
    expect(action.runs.using).toBe('composite');
    const uses = action.runs.steps.map((s) => (s as { uses?: string }).uses).filter(Boolean);
    expect(uses).toContain('github/codeql-action/upload-sarif@v3');
  });

  it('writes the SARIF report and fails the step when a finding reaches fail-on', () => {
    const run = runAction('cli-flags', 'high');
    expect(run.code).toBe('1');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.sarif).runs[0].results.length).toBeGreaterThan(0);
  });

  it('passes below the threshold and with fail-on none', () => {
    expect(runAction('env-vars', 'high')).toMatchObject({ code: '0', status: 0 });
    expect(runAction('cli-flags', 'none')).toMatchObject({ code: '0', status: 0 });
  });
});
