import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function findings(dir: string): Promise<string[]> {
  const report = await scan({ root: dir });
  return report.findings
    .filter((f) => f.subtype !== 'undocumented_api')
    .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier} | ${f.suggestions[0]}`);
}

describe('a method renamed in a class the package exports an instance of', () => {
  it('reports `.requiredOption()` in prose and `program.requiredOption()` in an example, with the rename', async () => {
    const dir = repoFromFixture('js-renamed-member');
    dirs.push(dir);
    commitEdit(
      dir,
      'index.js',
      (t) => t.replace('requiredOption(flags, description) {', 'mandatoryOption(flags, description) {'),
      'rename requiredOption',
    );
    expect(await findings(dir)).toEqual([
      'method_mismatch README.md:3 requiredOption | Rename requiredOption to mandatoryOption in README.md line 3',
      'incorrect_example README.md:11 requiredOption | Rename requiredOption to mandatoryOption in README.md line 11',
    ]);
  });

  it('leaves members the project never declared unjudged, and reports nothing before the rename', async () => {
    const dir = repoFromFixture('js-renamed-member');
    dirs.push(dir);
    // `.prependListener()` and `program.prependListener()` belong to EventEmitter: never the project's.
    expect(await findings(dir)).toEqual([]);
    commitEdit(dir, 'index.js', (t) => t.replace('parse(argv) {', 'parseArgs(argv) {'), 'rename parse');
    // The removed `parse` only: `prependListener` is EventEmitter's, whose API is fixed, so the
    // type checker judges the class (its rename comes from history).
    expect(await findings(dir)).toEqual([
      'incorrect_example README.md:15 parse | Rename parse to parseArgs in README.md line 15',
    ]);
  });
});
