import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_CONFIG, type DriftwatchConfig } from './config.js';

const CONFIG_NAMES = ['.driftwatch.yml', '.driftwatch.yaml'];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/** Turns a parsed YAML/JSON object into a config; unknown keys are ignored, wrong types fall back to defaults. */
function normalizeConfig(raw: unknown, base: DriftwatchConfig = DEFAULT_CONFIG): DriftwatchConfig {
  const r = record(raw);
  const ignore = record(r.ignore);
  return {
    docs: r.docs !== undefined ? strings(r.docs) : base.docs,
    mainDoc:
      typeof r.mainDoc === 'string' ? r.mainDoc : typeof r.main_doc === 'string' ? r.main_doc : base.mainDoc,
    code: r.code !== undefined ? strings(r.code) : base.code,
    exclude: [...base.exclude, ...strings(r.exclude), ...strings(r.ignorePatterns)],
    ignore: {
      fingerprints: [...base.ignore.fingerprints, ...strings(ignore.fingerprints)],
      rules: [...base.ignore.rules, ...strings(ignore.rules)],
      paths: [...base.ignore.paths, ...strings(ignore.paths)],
    },
    undocumentedApi: typeof r.undocumentedApi === 'boolean' ? r.undocumentedApi : base.undocumentedApi,
    history: typeof r.history === 'boolean' ? r.history : base.history,
  };
}

/** Reads `.driftwatch.yml` from the root (or `explicitPath`) and merges the caller's overrides on top. */
export async function loadConfig(
  root: string,
  overrides: Partial<DriftwatchConfig> = {},
  explicitPath?: string,
): Promise<DriftwatchConfig> {
  let fileConfig = DEFAULT_CONFIG;
  const candidates = explicitPath
    ? [path.resolve(explicitPath)]
    : CONFIG_NAMES.map((n) => path.join(root, n));
  for (const file of candidates) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (explicitPath) throw new Error(`cannot read config ${file}: ${(error as Error).message}`);
      continue;
    }
    const parsed: unknown = file.endsWith('.json') ? JSON.parse(text) : parse(text);
    fileConfig = normalizeConfig(parsed);
    break;
  }
  return {
    ...fileConfig,
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
    ignore: {
      fingerprints: [...fileConfig.ignore.fingerprints, ...(overrides.ignore?.fingerprints ?? [])],
      rules: [...fileConfig.ignore.rules, ...(overrides.ignore?.rules ?? [])],
      paths: [...fileConfig.ignore.paths, ...(overrides.ignore?.paths ?? [])],
    },
  };
}
