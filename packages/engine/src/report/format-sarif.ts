import type { DocFormat, Finding, ScanReport, Severity } from '../model/finding.js';
import { createRuleRegistry } from '../rules/registry.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

const SOURCE_LANGUAGE: Record<DocFormat, string> = {
  markdown: 'markdown',
  mdx: 'mdx',
  rst: 'restructuredtext',
  asciidoc: 'asciidoc',
};

/** A certain fix as a SARIF replacement; `endColumn` is the column after the deleted text. */
function sarifFixes(f: Finding) {
  if (!f.edit) return undefined;
  const { edit } = f;
  return [
    {
      description: { text: `Replace ${edit.deleted} with ${edit.inserted}` },
      artifactChanges: [
        {
          artifactLocation: { uri: edit.path, uriBaseId: 'SRCROOT' },
          replacements: [
            {
              deletedRegion: {
                startLine: edit.line,
                startColumn: edit.column,
                endLine: edit.line,
                endColumn: edit.column + edit.deleted.length,
              },
              insertedContent: { text: edit.inserted },
            },
          ],
        },
      ],
    },
  ];
}

/** SARIF 2.1.0, one result per finding, rules from the registry (ruleId = subtype). */
export function formatSarif(report: ScanReport): string {
  const subtypes = new Map<string, string>();
  for (const rule of createRuleRegistry()) for (const s of rule.subtypes) subtypes.set(s, rule.description);
  for (const f of report.findings) if (!subtypes.has(f.subtype)) subtypes.set(f.subtype, f.type);
  const ruleIds = [...subtypes.keys()];
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'driftwatch',
            version: report.tool.version,
            informationUri: 'https://github.com/driftwatch/driftwatch',
            rules: ruleIds.map((id) => ({ id, shortDescription: { text: subtypes.get(id) ?? id } })),
          },
        },
        // Skipped files are notifications: the run succeeded, but their drift is not reported.
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: [
              ...report.skipped.map((skipped) => ({
                level: 'warning',
                message: { text: `${skipped.path} ${skipped.reason}` },
                locations: [
                  { physicalLocation: { artifactLocation: { uri: skipped.path, uriBaseId: 'SRCROOT' } } },
                ],
              })),
              // Pages in folders the walk does not enter: one note per reason, with the count.
              ...report.skippedGroups.map((group) => ({
                level: 'note',
                message: {
                  text: `${group.atLeast ? 'At least ' : ''}${group.docFiles} doc file(s) not read: ${group.reason}`,
                },
                locations: group.paths.map((uri) => ({
                  physicalLocation: { artifactLocation: { uri, uriBaseId: 'SRCROOT' } },
                })),
                properties: { docFiles: group.docFiles, ...(group.atLeast ? { atLeast: true } : {}) },
              })),
            ],
          },
        ],
        // The doc pages read: artifacts the run analysed, in the language they were read as.
        artifacts: report.docsRead.map((doc) => ({
          location: { uri: doc.path, uriBaseId: 'SRCROOT' },
          roles: ['analysisTarget'],
          sourceLanguage: SOURCE_LANGUAGE[doc.format],
        })),
        originalUriBaseIds: {
          SRCROOT: { uri: `file://${report.root.endsWith('/') ? report.root : `${report.root}/`}` },
        },
        results: report.findings.map((f) => {
          const loc =
            f.doc ?? (f.code ? { path: f.code.path, line: f.code.line, endLine: f.code.line } : null);
          return {
            ruleId: f.subtype,
            ruleIndex: ruleIds.indexOf(f.subtype),
            level: LEVEL[f.severity],
            message: {
              text: `${f.title}. ${f.description}${f.suggestions[0] ? ` Suggestion: ${f.suggestions[0]}` : ''}`,
            },
            locations: loc
              ? [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: loc.path, uriBaseId: 'SRCROOT' },
                      region: { startLine: loc.line, endLine: loc.endLine },
                    },
                  },
                ]
              : [],
            relatedLocations:
              f.code && f.doc
                ? [
                    {
                      id: 1,
                      message: { text: f.code.reality },
                      physicalLocation: {
                        artifactLocation: { uri: f.code.path, uriBaseId: 'SRCROOT' },
                        region: { startLine: f.code.line },
                      },
                    },
                  ]
                : [],
            ...(f.edit ? { fixes: sarifFixes(f) } : {}),
            partialFingerprints: { driftwatch: f.fingerprint },
            properties: {
              severity: f.severity,
              confidence: f.confidence,
              category: f.category,
              identifier: f.identifier,
            },
          };
        }),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
