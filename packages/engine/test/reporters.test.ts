import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../src/cli/parse-cli-args.js';
import { formatReport } from '../src/report/format-report.js';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('reporters', async () => {
  const report = await scan({ root: fixturePath('env-vars'), config: { history: false } });

  it('writes SARIF 2.1.0 with one result per finding and stable partial fingerprints', () => {
    const sarif = JSON.parse(formatReport(report, 'sarif'));
    expect(sarif.version).toBe('2.1.0');
    const results = sarif.runs[0].results;
    expect(results).toHaveLength(report.findings.length);
    expect(results[0].ruleId).toBe('config_mismatch');
    expect(results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('README.md');
    expect(results[0].partialFingerprints.driftwatch).toBe(report.findings[0]?.fingerprint);
    expect(sarif.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toContain('config_mismatch');
  });

  it('writes a Markdown table for pull-request comments and a JSON report of the documented shape', () => {
    const md = formatReport(report, 'markdown');
    expect(md).toContain('| Severity | Where | Finding | Suggestion |');
    expect(md).toContain('`README.md:7`');
    const json = JSON.parse(formatReport(report, 'json'));
    // `skipped`, `docsRead` and `skippedGroups` were added after the first version of the format: readers of the old shape still work.
    expect(Object.keys(json)).toEqual([
      'tool',
      'root',
      'stats',
      'findings',
      'skipped',
      'docsRead',
      'skippedGroups',
    ]);
    expect(Object.keys(json.findings[0])).toEqual(
      expect.arrayContaining([
        'fingerprint',
        'category',
        'subtype',
        'type',
        'severity',
        'confidence',
        'title',
        'description',
        'identifier',
        'doc',
        'code',
        'suggestions',
      ]),
    );
    expect(formatReport(report, 'text')).toMatch(/README\.md:7 {2}MEDIUM {2}config_mismatch/);
  });

  it("writes GitLab's Code Quality report: one entry per finding, keyed by fingerprint", () => {
    const entries = JSON.parse(formatReport(report, 'codequality'));
    expect(entries).toHaveLength(report.findings.length);
    expect(entries[0]).toEqual({
      description: expect.stringContaining(report.findings[0]?.title ?? '-'),
      check_name: 'driftwatch/config_mismatch',
      fingerprint: report.findings[0]?.fingerprint,
      severity: 'minor',
      location: { path: 'README.md', lines: { begin: 7 } },
    });
    expect(new Set(entries.map((e: { fingerprint: string }) => e.fingerprint)).size).toBe(entries.length);
  });

  it('carries a certain fix as a SARIF replacement and shows its patch in Markdown and text', () => {
    const finding = report.findings.find((f) => f.identifier === 'APP_TOKEN');
    expect(finding?.edit).toBeDefined();
    const sarif = JSON.parse(formatReport(report, 'sarif'));
    const result =
      sarif.runs[0].results[report.findings.indexOf(finding as (typeof report.findings)[number])];
    const change = result.fixes[0].artifactChanges[0];
    expect(change.artifactLocation.uri).toBe('README.md');
    const region = change.replacements[0].deletedRegion;
    // SARIF's endColumn is the column after the region: it spans exactly the old name.
    const line = readFileSync(path.join(fixturePath('env-vars'), 'README.md'), 'utf8').split('\n')[
      region.startLine - 1
    ];
    expect(line?.slice(region.startColumn - 1, region.endColumn - 1)).toBe('APP_TOKEN');
    expect(change.replacements[0].insertedContent.text).toBe('APP_TOKEN_SECRET');
    const withFixes = sarif.runs[0].results.map((r: { fixes?: unknown[] }) => r.fixes !== undefined);
    expect(withFixes).toEqual(report.findings.map((f) => f.edit !== undefined));
    const md = formatReport(report, 'markdown');
    expect(md).toContain('<details>');
    expect(md).toContain(`\`\`\`diff\n${finding?.patch?.trimEnd()}\n\`\`\``);
    expect(formatReport(report, 'text')).toContain('      +++ b/README.md');
  });
});

describe('CLI arguments', () => {
  it('parses a scan with options and rejects bad usage', () => {
    expect(
      parseCliArgs(['scan', '.', '--format', 'sarif', '--fail-on', 'high', '--base', 'main']),
    ).toMatchObject({
      command: 'scan',
      target: '.',
      format: 'sarif',
      failOn: 'high',
      base: 'main',
    });
    expect(() => parseCliArgs(['scan'])).toThrow(UsageError);
    expect(() => parseCliArgs(['scan', '.', '--format', 'xml'])).toThrow(/--format must be one of/);
    expect(() => parseCliArgs(['scan', '.', '--fail-on', 'urgent'])).toThrow(UsageError);
    expect(() => parseCliArgs(['lint', '.'])).toThrow(/unknown command/);
    expect(() => parseCliArgs(['scan', '.', '--bogus'])).toThrow(UsageError);
  });
});
