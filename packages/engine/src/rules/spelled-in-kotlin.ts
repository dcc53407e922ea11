import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../index/project-index.js';
import type { DraftFinding } from './rule.js';

const kotlinTypesCache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * Types the project's Kotlin sources declare (`class`, `interface`, `fun interface`, `object`,
 * `typealias`), read once per scan. Only types: a member name (`exception`) is too common a word
 * to stand for the member a doc means.
 */
function kotlinTypes(index: ProjectIndex): Set<string> {
  let words = kotlinTypesCache.get(index);
  if (words) return words;
  words = new Set();
  for (const file of index.allFiles) {
    if (!/\.kts?$/.test(file) || /(^|\/)(test|tests|androidTest|jvmTest|commonTest)\//.test(file)) continue;
    try {
      const text = readFileSync(path.join(index.root, file), 'utf8');
      for (const m of text.matchAll(/\b(?:class|interface|object|typealias)\s+([A-Z]\w*)/g))
        if (m[1]) words.add(m[1]);
    } catch {
      // an unreadable file spells nothing
    }
  }
  kotlinTypesCache.set(index, words);
  return words;
}

/**
 * Findings that a name is missing, less those about a type the project's Kotlin sources declare:
 * a Java/Kotlin project declares much of its API in Kotlin (`okhttp3.CookieJar`), which the Java
 * facts do not see.
 */
export function dropNamesSpelledInKotlin(index: ProjectIndex, findings: DraftFinding[]): DraftFinding[] {
  if (![...index.allFiles].some((f) => /\.kts?$/.test(f))) return findings;
  const words = kotlinTypes(index);
  return findings.filter(
    (f) =>
      !['method_mismatch', 'outdated_example', 'incorrect_example'].includes(f.subtype) ||
      !words.has(f.identifier.split('.').at(-1) ?? ''),
  );
}
