import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const repos: string[] = [];
afterAll(() => {
  for (const dir of repos) rmSync(dir, { recursive: true, force: true });
});

async function findingsAfter(edits: [string, (text: string) => string][]): Promise<string[]> {
  const dir = repoFromFixture('python-open-class-members');
  repos.push(dir);
  for (const [file, edit] of edits) commitEdit(dir, file, edit, `edit ${file}`);
  const report = await scan({ root: dir, config: { history: true } });
  return report.findings
    .filter((f) => f.subtype !== 'undocumented_api')
    .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`);
}

describe('members of a class with __getattr__', () => {
  it('reports a member history saw removed, through a session binding and a chained call', async () => {
    // guide.rst:10 and 16: `naive` was removed; `m.week` (12) is served by `__getattr__` and was
    // never declared, so nothing is said of it.
    expect(
      await findingsAfter([
        ['src/timekit/moment.py', (t) => t.replace(/ {4}@property\n {4}def naive[\s\S]*?\n\n/, '')],
      ]),
    ).toEqual(['outdated_example docs/guide.rst:10 naive', 'outdated_example docs/guide.rst:16 naive']);
  });

  it("says nothing of a name only the project's tests declared and removed", async () => {
    // `m.hooked` (14) is served by `__getattr__`; a test's `def hooked` that goes away is no API removed.
    expect(
      await findingsAfter([
        ['tests/test_moment.py', (t) => t.replaceAll('myhook', 'hooked')],
        [
          'tests/test_moment.py',
          (t) => t.replace(/ {4}def hooked[\s\S]*?\n\n/, '').replace('FakeHooks().hooked()', '1'),
        ],
      ]),
    ).toEqual([]);
  });

  it('says nothing when the removed name is still declared elsewhere, or was never there', async () => {
    // `length` moves from Span to Moment: a declaration of it survives, so Span's `__getattr__`
    // may serve it; the unchanged tree has nothing removed at all.
    expect(
      await findingsAfter([
        [
          'src/timekit/moment.py',
          (t) =>
            t
              .replace('    def length(self) -> int:\n        return 0\n', '    pass\n')
              .replace('    def shift(', '    def length(self) -> int:\n        return 0\n\n    def shift('),
        ],
      ]),
    ).toEqual([]);
    expect(await findingsAfter([])).toEqual([]);
  });
});
