import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { commitEdit, repoFromFixture } from '../../../test/support/git-repo.js';
import { scan } from '../../scan/scan.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('api-references: a type the project only extends', () => {
  it('is not judged by the history of a same-named member elsewhere; a removed member of a project class is', async () => {
    const dir = repoFromFixture('foreign-receiver-type');
    dirs.push(dir);
    commitEdit(
      dir,
      'src/main/java/acme/LegacyStream.java',
      (t) => t.replace(/ {2}public OutputStream outputStream\(\) \{[^}]*\}\n\n/, ''),
      'drop LegacyStream.outputStream',
    );
    commitEdit(
      dir,
      'src/main/java/acme/Sink.java',
      (t) => t.replace(/\n {2}public void flushAll\(\) \{\}\n/, ''),
      'drop Sink.flushAll',
    );
    const report = await scan({ root: dir });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`),
    ).toEqual(['method_mismatch 6 flushAll']);
  }, 120_000);
});
