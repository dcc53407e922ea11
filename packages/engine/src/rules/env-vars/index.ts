import { isHistoryDoc } from '../../discover/classify-path.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName, nameSimilarity } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { findForeignToolCommand } from './find-foreign-tool-command.js';
import { isRuntimeEnvVar } from './is-runtime-env-var.js';

const ENV_NAME = /^\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?$/;

interface EnvClaim {
  name: string;
  line: number;
  raw: string;
  inTable: boolean;
}

function prefix(name: string): string {
  return name.split('_')[0] ?? name;
}

function collect(doc: DocFile, ownCommands: Set<string>): EnvClaim[] {
  const claims: EnvClaim[] = [];
  const foreignNames = new Set<string>();
  const tableLines = new Set<number>();
  for (const table of doc.tables) {
    if (!/var|env|name|setting/i.test(table.header[0] ?? '')) continue;
    for (const row of table.rows) {
      const m = ENV_NAME.exec((row.cells[0] ?? '').replace(/`/g, '').trim());
      if (m?.[1]) {
        claims.push({ name: m[1], line: row.line, raw: row.cells[0] ?? '', inTable: true });
        tableLines.add(row.line);
      }
    }
  }
  for (const span of doc.spans) {
    const m = ENV_NAME.exec(span.value.trim().split('=')[0] ?? '');
    if (m?.[1] && !tableLines.has(span.line))
      claims.push({ name: m[1], line: span.line, raw: span.value, inTable: false });
  }
  for (const block of doc.codeBlocks) {
    const lines = block.text.split('\n');
    for (const command of block.commands ?? []) {
      // `A_B=1 tool`, `export A_B=1`, and `docker run -e A_B=1` / `make A_B=1` arguments.
      const args = command.args.flatMap((w) => {
        const m = /^([A-Z][A-Z0-9_]*)=/.exec(w.text);
        return m?.[1] && !w.quoted ? [{ name: m[1], line: w.line }] : [];
      });
      for (const assignment of [...command.env, ...args]) {
        if (!ENV_NAME.test(assignment.name)) continue;
        const raw = lines[assignment.line]?.trim() ?? assignment.name;
        // `DOTENV_PRIVATE_KEY=... dotenvx run`, `heroku config:set X=1`: another tool's variables.
        if (findForeignToolCommand(raw, ownCommands) !== undefined) foreignNames.add(assignment.name);
        else
          claims.push({ name: assignment.name, line: block.line + 1 + assignment.line, raw, inTable: false });
      }
    }
  }
  // The page documents those names as the other tool's: its inline mentions are about that tool too.
  return claims.filter((c) => c.inTable || !foreignNames.has(c.name));
}

/**
 * `def from_prefixed_env(self, prefix="QUART")` (Flask's config loader and its kin): a loader named
 * for prefixed environment variables reads every PREFIX_<KEY>, with its `prefix` default.
 */
function prefixedEnvLoaders(index: ProjectIndex): string[] {
  const out: string[] = [];
  for (const [name, symbols] of index.symbolsByName) {
    if (!/prefixed_?env|env_?prefix/i.test(name)) continue;
    for (const s of symbols) {
      const value = s.params?.find((p) => p.name === 'prefix')?.defaultValue;
      const literal = value ? /^['"]([A-Z][A-Z0-9_]*?)_?['"]$/.exec(value)?.[1] : undefined;
      if (literal) out.push(`${literal}_`);
    }
  }
  return out;
}

export const envVarsRule: Rule = {
  id: 'env-vars',
  subtypes: ['config_mismatch'],
  description: 'Environment variables the docs name that the code never reads (renamed or removed settings).',
  run(index: ProjectIndex) {
    if (index.envVars.size === 0) return [];
    const facts = [...index.envVars.values()].flat();
    // Prefixes the code reads every option under (`envPrefix: 'FASTIFY_'`): FASTIFY_PORT is read.
    const readPrefixes = [...facts.filter((f) => f.prefix).map((f) => f.name), ...prefixedEnvLoaders(index)];
    const read = [...new Set(facts.filter((f) => !f.prefix).map((f) => f.name))];
    const prefixes = new Set(read.map(prefix));
    const ownCommands = new Set([...index.names.bins, ...index.names.packages]);
    // Some read names a variable the engine cannot see (`process.env[key]`): "never read" would be a guess.
    const seesEveryRead = !index.files.some((f) => (f.opaqueEnvReads?.length ?? 0) > 0);
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const claims = collect(doc, ownCommands);
      const tableHasRead = claims.some((c) => c.inTable && index.envVars.has(c.name));
      const seen = new Set<string>();
      const documented = new Set(claims.map((c) => c.name));
      for (const c of claims) {
        const key = `${c.line}:${c.name}`;
        if (seen.has(key) || index.envVars.has(c.name) || isRuntimeEnvVar(c.name)) continue;
        if (readPrefixes.some((p) => c.name.startsWith(p))) continue;
        seen.add(key);
        // `CACHE_TTL` in an env table whose other rows the code reads, while the code reads
        // `APP_CACHE_TTL`: the same setting with or without the project prefix.
        const prefixed =
          c.inTable && tableHasRead
            ? read.find((r) => !documented.has(r) && (r.endsWith(`_${c.name}`) || c.name.endsWith(`_${r}`)))
            : undefined;
        // A constant of the same name is evidence the docs mean it, unless the code reads a prefixed twin.
        if (!prefixed && (index.identifiers.has(c.name) || index.symbolsByName.has(c.name))) continue;
        // A variable for another tool (a database image, a CI service) shares no prefix with ours;
        // without a shared prefix only a near-miss of a variable we read is judged.
        const nearMiss =
          prefixed !== undefined ||
          (c.inTable && tableHasRead && read.some((r) => nameSimilarity(r, c.name) >= 0.75));
        if (!prefixes.has(prefix(c.name)) && !nearMiss) continue;
        // A variable the page documents on its own is not what this one was renamed to.
        const pool = read.filter(
          (r) => !documented.has(r) && (prefix(r) === prefix(c.name) || nameSimilarity(r, c.name) >= 0.75),
        );
        const near = prefixed ?? closestName(c.name, pool, 0.6);
        const certain =
          near !== undefined &&
          (prefixed
            ? read.filter((r) => !documented.has(r) && (r.endsWith(`_${c.name}`) || c.name.endsWith(`_${r}`)))
                .length === 1
            : uniqueChoice(pool, (p) => closestName(c.name, p, 0.6)) === near);
        if (!near && !seesEveryRead) continue;
        const fact = near ? index.envVars.get(near)?.[0] : undefined;
        out.push(
          makeFinding({
            rule: 'env-vars',
            subtype: 'config_mismatch',
            severity: 'medium',
            confidence: near ? 0.85 : 0.75,
            title: near
              ? `Environment variable ${c.name} is now ${near}`
              : `Environment variable ${c.name} is never read`,
            description: `The docs name ${c.name}, but no code reads it${near ? `; the code reads ${near}` : ''}.`,
            identifier: c.name,
            doc: { path: doc.path, line: c.line, claim: c.raw },
            code: fact
              ? {
                  path: fact.location.path,
                  line: fact.location.line,
                  reality: `reads ${near}${fact.defaultValue ? ` (default ${fact.defaultValue})` : ''}`,
                }
              : null,
            suggestions: [
              near
                ? `Rename ${c.name} to ${near} in ${doc.path} line ${c.line}`
                : `Remove ${c.name} from ${doc.path} line ${c.line}, or read it in the code`,
            ],
            rename: certain ? { from: c.name, to: near } : undefined,
          }),
        );
      }
    }
    return out;
  },
};
