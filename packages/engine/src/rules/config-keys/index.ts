import { isHistoryDoc } from '../../discover/classify-path.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { ConfigTypeTree } from './config-type-tree.js';
import { judgeConfigBlock, type UnknownConfigKey } from './judge-config-block.js';
import { configFormatOf, readConfigKeys } from './read-config-keys.js';

/** Release notes kept as folders of pages (`change_logs/release_v0.16.0.md`): old keys on purpose. */
const RELEASE_NOTES = /(^|\/)(change_?logs?|release_?notes?|releases)\/|(^|\/)release[-_]v?\d/i;

const BINDERS: Record<string, string> = {
  spring: '@ConfigurationProperties',
  pydantic: 'the pydantic settings',
  serde: 'the serde struct',
  'go-tags': 'the struct',
  viper: 'the keys viper reads',
};

/** Spring documents `smtpHost` as `smtp-host`: the suggestion keeps the page's spelling. */
function inDocStyle(name: string, documented: string, framework: string): string {
  if (framework !== 'spring' || /[A-Z]/.test(documented) || !/[A-Z]/.test(name)) return name;
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function finding(path: string, blockLine: number, lines: string[], hit: UnknownConfigKey): DraftFinding {
  const { section, key } = hit;
  const pool = section.names().filter((n) => !hit.siblings.some((s) => s.toLowerCase() === n.toLowerCase()));
  const near = closestName(key, pool, 0.45);
  const certain = near !== undefined && uniqueChoice(pool, (p) => closestName(key, p, 0.45)) === near;
  const rename = near && inDocStyle(near, key, section.framework);
  const line = blockLine + 1 + hit.claim.line;
  const dotted = hit.claim.path.join('.');
  const binder = `${BINDERS[section.framework] ?? 'the type'} ${section.source.name}`;
  return makeFinding({
    rule: 'config-keys',
    subtype: 'config_mismatch',
    severity: 'medium',
    confidence: rename ? 0.85 : 0.75,
    title: rename
      ? `Configuration key ${dotted} is now ${rename}`
      : `Configuration key ${dotted} is not read`,
    description: `The docs set ${dotted}, but ${binder} has no key ${key}${rename ? `; it reads ${rename}` : ''}, so the setting is ignored or refused.`,
    identifier: key,
    doc: { path, line, claim: (lines[hit.claim.line] ?? dotted).trim() },
    code: {
      path: section.source.path,
      line: section.source.line,
      reality: `${binder} reads ${section.names().slice(0, 12).join(', ')}`,
    },
    suggestions: [
      rename
        ? `Rename ${key} to ${rename} in ${path} line ${line}`
        : `Remove ${dotted} from ${path} line ${line}`,
    ],
    rename: certain && rename ? { from: key, to: rename } : undefined,
  });
}

export const configKeysRule: Rule = {
  id: 'config-keys',
  subtypes: ['config_mismatch'],
  description:
    'Keys in YAML, JSON, TOML and .properties snippets against the types and keys the code binds configuration to (Spring, pydantic, serde, Go struct tags, viper).',
  run(index) {
    const tree = new ConfigTypeTree(index.files);
    if (tree.roots.length === 0) return [];
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path) || RELEASE_NOTES.test(doc.path)) continue;
      for (const block of doc.codeBlocks) {
        const format = configFormatOf(block.lang);
        const claims = format ? readConfigKeys(format, block.text) : undefined;
        if (!claims || claims.length === 0) continue;
        const lines = block.text.split('\n');
        for (const hit of judgeConfigBlock(claims, tree.roots))
          out.push(finding(doc.path, block.line, lines, hit));
      }
    }
    return out;
  },
};
