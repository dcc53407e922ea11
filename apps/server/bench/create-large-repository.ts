import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A git repository of `modules` TypeScript modules and a Markdown page for every tenth one, of
 * which one in ten calls its function with an argument too many: big enough that a scan takes
 * seconds (so a worker can be stopped in the middle of one), with `modules / 100` drifts.
 */
export async function createLargeRepository(modules: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'driftwatch-large-repo-'));
  for (let index = 0; index < modules; index += 1) {
    const folder = path.join(dir, 'src', `area${Math.floor(index / 100)}`);
    if (index % 100 === 0) await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, `module${index}.ts`),
      `/** Prices line ${index}. */\nexport function priceLine${index}(quantity: number): number {\n  return quantity * ${index + 1};\n}\n\n` +
        `export class LineService${index} {\n  constructor(private readonly rate: number) {}\n  total(quantity: number): number {\n    return priceLine${index}(quantity) * this.rate;\n  }\n}\n`,
    );
  }
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  for (let index = 0; index < modules; index += 10) {
    // Every hundredth module's page passes an argument its function no longer takes.
    const call = index % 100 === 0 ? `priceLine${index}(2, 'EUR')` : `priceLine${index}(2)`;
    await writeFile(
      path.join(dir, 'docs', `line${index}.md`),
      `# Line ${index}\n\nCall \`${call}\` to price a line, or \`new LineService${index}(rate).total(quantity)\`.\n`,
    );
  }
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const identity = [
    '-c',
    'user.name=Bench',
    '-c',
    'user.email=bench@example.com',
    '-c',
    'commit.gpgSign=false',
  ];
  await run('git', ['-C', dir, 'init', '--quiet', '--initial-branch=main'], { env });
  await run('git', ['-C', dir, 'add', '--all'], { env });
  await run('git', [...identity, '-C', dir, 'commit', '--quiet', '-m', 'Generated modules'], { env });
  return dir;
}
