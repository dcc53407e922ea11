import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formatReport } from '../src/report/format-report.js';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

// The OASIS SARIF 2.1.0 schema (rtm.5, the published standard), as shipped by Microsoft's SARIF tooling.
const require = createRequire(import.meta.url);
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const schema: object = JSON.parse(readFileSync(schemaPath, 'utf8'));

// The schema's `language` pattern is not valid in Unicode mode, hence `unicodeRegExp: false`.
function validator() {
  // Both packages are CommonJS; under NodeNext their classes sit on `.default`.
  const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
  ajvFormats.default(ajv);
  return ajv.compile(schema);
}

describe('SARIF output', () => {
  it.each(['env-vars', 'broken-links', 'endpoints', 'cli-flags', 'rst-docs'])(
    'validates against the SARIF 2.1.0 schema for the %s fixture',
    async (fixture) => {
      const report = await scan({ root: fixturePath(fixture), config: { history: false } });
      expect(report.findings.length).toBeGreaterThan(0);
      const validate = validator();
      const valid = validate(JSON.parse(formatReport(report, 'sarif')));
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it('validates the fixes of certain renames (artifactChanges with replacements)', async () => {
    const report = await scan({ root: fixturePath('broken-links'), config: { history: false } });
    const sarif = JSON.parse(formatReport(report, 'sarif'));
    const fixes = sarif.runs[0].results.flatMap((r: { fixes?: unknown[] }) => r.fixes ?? []);
    expect(fixes.length).toBeGreaterThan(1);
    const validate = validator();
    validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    // A replacement without the region it deletes is not SARIF: the schema check sees fixes.
    delete sarif.runs[0].results.find((r: { fixes?: unknown[] }) => r.fixes).fixes[0].artifactChanges[0]
      .replacements[0].deletedRegion;
    expect(validate(sarif)).toBe(false);
  });

  it('rejects a log the schema forbids, so the check above can fail', async () => {
    const report = await scan({ root: fixturePath('env-vars'), config: { history: false } });
    const sarif = JSON.parse(formatReport(report, 'sarif'));
    sarif.runs[0].results[0].level = 'fatal';
    const validate = validator();
    expect(validate(sarif)).toBe(false);
  });
});
