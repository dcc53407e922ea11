import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One pyright diagnostic of a virtual file, positions 0-based. */
export interface PyrightDiagnostic {
  line: number;
  character: number;
  message: string;
  rule: string;
}

export type PyrightOutcome =
  | { ok: true; byFile: Map<string, PyrightDiagnostic[]>; ms: number }
  | { ok: false; reason: string; ms: number };

interface PyrightJson {
  generalDiagnostics?: {
    file: string;
    message: string;
    rule?: string;
    range: { start: { line: number; character: number } };
  }[];
}

const require = createRequire(import.meta.url);
const pyrightDir = path.dirname(require.resolve('pyright/package.json'));
/** Part of every cache key: another pyright may judge the same snippet differently. */
export const PYRIGHT_VERSION = (
  JSON.parse(readFileSync(path.join(pyrightDir, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Runs pyright once over the given files (name -> text) with the project's source roots on its
 * search path. Python installed on the machine is kept out (no PATH, so no interpreter and no
 * site-packages), and only typeshed's standard library is offered: third-party packages stay
 * unresolved, their names Unknown, so nothing is said about code that is not the project's.
 */
export async function runPyright(
  files: Map<string, string>,
  extraPaths: string[],
  budgetMs: number,
): Promise<PyrightOutcome> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'driftwatch-pyright-'));
  try {
    mkdirSync(path.join(dir, 'typeshed'));
    symlinkSync(
      path.join(pyrightDir, 'dist', 'typeshed-fallback', 'stdlib'),
      path.join(dir, 'typeshed', 'stdlib'),
    );
    mkdirSync(path.join(dir, 'snippets'));
    for (const [name, text] of files) writeFileSync(path.join(dir, 'snippets', name), text);
    const config = {
      include: ['snippets'],
      extraPaths,
      typeshedPath: path.join(dir, 'typeshed'),
      typeCheckingMode: 'basic',
      pythonVersion: '3.13',
    };
    writeFileSync(path.join(dir, 'pyrightconfig.json'), JSON.stringify(config));
    const output = await spawnWithBudget(
      [path.join(pyrightDir, 'index.js'), '--outputjson', '-p', path.join(dir, 'pyrightconfig.json')],
      dir,
      budgetMs,
    );
    const ms = Math.round(performance.now() - started);
    if (output === undefined)
      return { ok: false, reason: `pyright took over its ${budgetMs / 1000} s budget`, ms };
    const byFile = new Map<string, PyrightDiagnostic[]>();
    for (const d of (JSON.parse(output) as PyrightJson).generalDiagnostics ?? []) {
      const name = path.basename(d.file);
      const list = byFile.get(name) ?? [];
      list.push({
        line: d.range.start.line,
        character: d.range.start.character,
        message: d.message,
        rule: d.rule ?? '',
      });
      byFile.set(name, list);
    }
    return { ok: true, byFile, ms };
  } catch (error) {
    return {
      ok: false,
      reason: `pyright failed: ${(error as Error).message.slice(0, 200)}`,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The child's stdout, or undefined when it ran past the budget and was killed. */
function spawnWithBudget(args: string[], cwd: string, budgetMs: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, PATH: '' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, budgetMs);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(timedOut ? undefined : Buffer.concat(chunks).toString('utf8'));
    });
  });
}
