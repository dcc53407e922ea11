import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '../../src/scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rulesDir = path.join(here, '..', '..', 'src', 'rules');

/**
 * A fixture lives in test/fixtures/<name> when several rules' tests scan it, or beside the one rule
 * it exercises, in src/rules/<rule>/__fixtures__/<name>; fixture names are unique across both.
 */
export function fixturePath(name: string): string {
  const shared = path.join(here, '..', 'fixtures', name);
  if (existsSync(shared)) return shared;
  for (const rule of readdirSync(rulesDir, { withFileTypes: true })) {
    const beside = path.join(rulesDir, rule.name, '__fixtures__', name);
    if (rule.isDirectory() && existsSync(beside)) return beside;
  }
  return shared;
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
