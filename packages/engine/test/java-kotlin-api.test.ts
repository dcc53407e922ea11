import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('a Java project whose API is partly Kotlin', () => {
  it('does not report a name the Kotlin sources declare after its Java file went away', async () => {
    const dir = repoFromFixture('java-kotlin-api');
    dirs.push(dir);
    commitEdit(dir, 'src/main/java/com/acme/CookieJar.java', () => '', 'CookieJar is Kotlin now');
    commitEdit(
      dir,
      'src/main/java/com/acme/Client.java',
      (t) => t.replace('  public void closeQuietly() {}\n', ''),
      'drop closeQuietly',
    );
    const report = await scan({ root: dir });
    // CookieJar lives on in Cookies.kt; Client.closeQuietly exists nowhere.
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`),
    ).toEqual(['method_mismatch 5 closeQuietly']);
  }, 120_000);
});
