import { parseArgs } from 'node:util';
import type { Severity } from '../model/finding.js';
import { REPORT_FORMATS, type ReportFormat } from '../report/format-report.js';

export const USAGE = `usage: driftwatch scan <path|git-url> [options]

options:
  --format json|sarif|text|markdown   report format (default: text)
  --fail-on critical|high|medium|low  exit 1 when a finding at or above this severity exists
  --base REF                          pull-request mode: compare the API against REF
  --baseline FILE                     report only findings not in this saved JSON report
  --config FILE                       read this config instead of .driftwatch.yml
  --cache-dir DIR                     where per-file facts are cached
  --no-cache                          do not read or write the fact cache
  --no-history                        do not use git history as evidence
  -h, --help                          show this help
  -v, --version                       print the version`;

export class UsageError extends Error {}

export interface CliArgs {
  command: 'scan' | 'help' | 'version';
  target?: string;
  format: ReportFormat;
  failOn?: Severity;
  base?: string;
  baseline?: string;
  config?: string;
  cacheDir?: string;
  noCache: boolean;
  noHistory: boolean;
}

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low'];

function isFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

function isSeverity(value: string): value is Severity {
  return (SEVERITIES as string[]).includes(value);
}

export function parseCliArgs(argv: string[]): CliArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'fail-on': { type: 'string' },
        base: { type: 'string' },
        baseline: { type: 'string' },
        config: { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        'no-history': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values;
  const str = (key: string): string | undefined => (typeof v[key] === 'string' ? v[key] : undefined);
  const base = {
    format: 'text' as ReportFormat,
    noCache: v['no-cache'] === true,
    noHistory: v['no-history'] === true,
  };
  if (v.help === true) return { command: 'help', ...base };
  if (v.version === true) return { command: 'version', ...base };
  const [command, target, ...extra] = parsed.positionals;
  if (command !== 'scan') throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  if (!target) throw new UsageError('scan needs a path or a git URL');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const format = str('format') ?? 'text';
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}`);
  const failOn = str('fail-on');
  if (failOn !== undefined && !isSeverity(failOn))
    throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(', ')}`);
  return {
    ...base,
    command: 'scan',
    target,
    format,
    failOn: failOn,
    base: str('base'),
    baseline: str('baseline'),
    config: str('config'),
    cacheDir: str('cache-dir'),
  };
}
