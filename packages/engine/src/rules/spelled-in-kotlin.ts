import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../index/project-index.js';
import type { DraftFinding } from './rule.js';

const kotlinWordsCache = new WeakMap<ProjectIndex, Set<string>>();

/** Every identifier-like word of the project's Kotlin sources, read once per scan. */
function kotlinWords(index: ProjectIndex): Set<string> {
  let words = kotlinWordsCache.get(index);
  if (words) return words;
  words = new Set();
  for (const file of index.allFiles) {
    if (!/\.kts?$/.test(file) || /(^|\/)(test|tests|androidTest|jvmTest|commonTest)\//.test(file)) continue;
    try {
      for (const m of readFileSync(path.join(index.root, file), 'utf8').matchAll(/[A-Za-z_]\w*/g))
        words.add(m[0]);
    } catch {
      // an unreadable file spells nothing
    }
  }
  kotlinWordsCache.set(index, words);
  return words;
}

/**
 * Findings that a name is missing, less those whose name the project's Kotlin sources spell: a
 * Java/Kotlin project declares much of its API in Kotlin (`okhttp3.CookieJar`), which the Java
 * facts do not see.
 */
export function dropNamesSpelledInKotlin(index: ProjectIndex, findings: DraftFinding[]): DraftFinding[] {
  if (![...index.allFiles].some((f) => /\.kts?$/.test(f))) return findings;
  const words = kotlinWords(index);
  return findings.filter(
    (f) =>
      !['method_mismatch', 'outdated_example', 'incorrect_example'].includes(f.subtype) ||
      !words.has(f.identifier.split('.').at(-1) ?? ''),
  );
}
