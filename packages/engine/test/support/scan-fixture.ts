import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '../../src/scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export function fixturePath(name: string): string {
  return path.join(here, '..', 'fixtures', name);
}

/** Scans a fixture without a disk cache and returns `subtype path:line identifier` per finding. */
export async function scanFixture(
  name: string,
  options: { ignoreUndocumented?: boolean } = {},
): Promise<string[]> {
  const report = await scan({ root: fixturePath(name), config: { history: false } });
  return report.findings
    .filter((f) => !(options.ignoreUndocumented ?? true) || f.subtype !== 'undocumented_api')
    .map(
      (f) =>
        `${f.subtype} ${f.doc && f.category !== 'code' ? `${f.doc.path}:${f.doc.line}` : `${f.code?.path}:${f.code?.line}`} ${f.identifier}`,
    );
}
