import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOC_SOURCE_DIR, isHistoryDoc } from '../../discover/classify-path.js';
import type { FileFacts } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import {
  findPythonPublicSurface,
  isOnPythonSurface,
  isPrivatePythonPath,
  isPythonScript,
} from '../../languages/python/find-python-public-surface.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { isDeprecatedSymbol } from './is-deprecated-symbol.js';

const WORD = /[A-Za-z_$][\w$]*/g;
/** Go's `internal/` packages cannot be imported from outside the module; other languages follow the convention. */
const INTERNAL_DIR = /(^|\/)internal\//;
/** Repository tooling at the top level (release scripts, generators, CI helpers), not API. */
const TOOLING_DIR = /^(scripts?|tools?|hack|ci|tasks|\.github)\//;

/**
 * In a JavaScript package the public API is what package.json points at (and index files and
 * type declarations); other files' exports are usually internal helpers shared between files.
 */
function isPublicModule(index: ProjectIndex, file: string): boolean {
  if (!/\.[cm]?[jt]sx?$/.test(file) || index.names.entries.size === 0) return true;
  if (file.endsWith('.d.ts') || /(^|\/)index\.[cm]?[jt]sx?$/.test(file)) return true;
  const stem = file.replace(/\.[cm]?[jt]sx?$/, '');
  for (const entry of index.names.entries)
    if (entry.replace(/\.[cm]?[jt]sx?$/, '').replace(/\.d$/, '') === stem) return true;
  return false;
}

/** Where a doc mentions a name first: the place to document a sibling that lacks docs. */
interface Mention {
  path: string;
  line: number;
  claim: string;
}

/**
 * Names the docs' plain text mentions (`Use DoAttempt when ...`, `axios.spread(callback)` in a
 * paragraph, without backticks): a mention documents the name as much as a code span does. Every
 * whole word of the doc files, read on first use.
 */
function createProseMentions(root: string, docs: DocFile[]): (name: string) => Mention | undefined {
  let mentions: Map<string, Mention> | undefined;
  return (name) => {
    if (!mentions) {
      mentions = new Map();
      for (const doc of docs) {
        if (doc.sourceUrl || isHistoryDoc(doc.path)) continue;
        let text = '';
        try {
          text = readFileSync(path.join(root, doc.path), 'utf8');
        } catch {
          continue;
        }
        text.split('\n').forEach((line, i) => {
          for (const m of line.matchAll(WORD))
            if (!mentions?.has(m[0]))
              mentions?.set(m[0], { path: doc.path, line: i + 1, claim: line.trim().slice(0, 200) });
        });
      }
    }
    return mentions.get(name);
  };
}

/**
 * Code of a program rather than a library: Go `package main`, and a Rust crate with `src/main.rs`
 * but no `src/lib.rs`. Nothing outside can call it, so nothing needs documenting as API.
 */
function isProgramOnly(index: ProjectIndex, file: FileFacts): boolean {
  if (file.language === 'go') return file.module === 'main';
  if (file.language !== 'rust') return false;
  const srcAt = file.path.lastIndexOf('src/');
  if (srcAt < 0) return false;
  const crate = file.path.slice(0, srcAt);
  return index.allFiles.has(`${crate}src/main.rs`) && !index.allFiles.has(`${crate}src/lib.rs`);
}

/** Every word of the docs' code spans, headings, tables and code blocks, with its first mention. */
function docWords(docs: DocFile[]): Map<string, Mention> {
  const words = new Map<string, Mention>();
  const add = (doc: DocFile, text: string, line: number) => {
    for (const m of text.matchAll(WORD))
      if (!words.has(m[0])) words.set(m[0], { path: doc.path, line, claim: text.slice(0, 200) });
  };
  for (const d of docs) {
    for (const s of d.spans) add(d, s.value, s.line);
    for (const h of d.headings) add(d, h.text, h.line);
    for (const t of d.tables) for (const r of t.rows) for (const c of r.cells) add(d, c, r.line);
    for (const b of d.codeBlocks) add(d, b.text, b.line);
  }
  return words;
}

/**
 * Exported functions and classes no doc mentions, in files whose other exports the docs do
 * mention (a documented module with a gap, not every internal helper of an undocumented one).
 */
const GENERIC_PREFIXES = new Set(['With', 'From', 'Make', 'Must', 'Open', 'Read', 'Load']);

/**
 * `CORSWithConfig` of a documented `CORS`, `Tracef`/`Tracew` of `Trace`, `IntVarP` of `IntVar`: a
 * variant of a documented function in the same file, which the docs of that function cover.
 */
function isVariantOf(name: string, documented: string[]): boolean {
  return documented.some((base) => {
    // `New`, `With`, `From` open many unrelated names (`NewDefaultFS`, `WithLevel`).
    if (base.length < 4 || GENERIC_PREFIXES.has(base) || !name.startsWith(base) || name === base)
      return false;
    const rest = name.slice(base.length);
    return /^[A-Z]/.test(rest) || /^[a-z]{1,2}$/.test(rest);
  });
}

export const undocumentedApiRule: Rule = {
  id: 'undocumented-api',
  subtypes: ['undocumented_api'],
  description: 'Public functions and classes of documented modules that no doc mentions (low severity).',
  run(index: ProjectIndex) {
    if (index.docs.length === 0) return [];
    const words = docWords(index.docs);
    const mentionedInProse = createProseMentions(index.root, index.docs);
    const out: DraftFinding[] = [];
    const reported = new Set<string>();
    // Implementation files before their .d.ts declarations, so a name is reported once, at its code.
    const files = [...index.files].sort(
      (a, b) => Number(a.path.endsWith('.d.ts')) - Number(b.path.endsWith('.d.ts')),
    );
    const surfaces = findPythonPublicSurface(index);
    const sources = new Map<string, string[]>();
    for (const file of files) {
      if (
        !isPublicModule(index, file.path) ||
        isPrivatePythonPath(file.path) ||
        isPythonScript(file.path, index.allFiles) ||
        INTERNAL_DIR.test(file.path) ||
        TOOLING_DIR.test(file.path) ||
        DOC_SOURCE_DIR.test(file.path) ||
        isProgramOnly(index, file)
      )
        continue;
      const api = file.symbols.filter(
        (s) =>
          s.exported &&
          !s.container &&
          (s.kind === 'function' || s.kind === 'class') &&
          s.name !== 'default' &&
          !s.name.startsWith('_') &&
          isOnPythonSurface(surfaces, file.path, s.name),
      );
      // Only files whose exports are mostly documented: a public module with a gap, not a file of
      // internal helpers that happens to export one documented name.
      const mentions = api
        .map((s) => words.get(s.name) ?? mentionedInProse(s.name))
        .filter((m): m is Mention => m !== undefined);
      if (api.length === 0 || mentions.length === 0 || mentions.length * 2 < api.length) continue;
      // The file's documented exports are documented here: the place its undocumented ones belong.
      const [sibling] = mentions;
      // Functions only: `WebSocketState` is a class of its own, not a variant of `WebSocket`.
      const documentedNames = api
        .filter((s) => s.kind === 'function' && words.has(s.name))
        .map((s) => s.name);
      for (const s of api) {
        if (
          words.has(s.name) ||
          (s.kind === 'function' && isVariantOf(s.name, documentedNames)) ||
          reported.has(s.name) ||
          isDeprecatedSymbol(index.root, s, sources) ||
          mentionedInProse(s.name) !== undefined
        )
          continue;
        reported.add(s.name);
        out.push(
          makeFinding({
            rule: 'undocumented-api',
            category: 'code',
            subtype: 'undocumented_api',
            severity: 'low',
            confidence: 0.5,
            title: `${s.kind === 'class' ? 'Class' : 'Function'} ${s.name} is public but not documented`,
            description: `${file.path} exports ${s.signature}; most exports of this file are documented, this one is not mentioned in any doc.`,
            identifier: s.name,
            doc: sibling ?? null,
            code: { path: s.location.path, line: s.location.line, reality: s.signature },
            suggestions: [
              `Document ${s.name} next to the other exports of ${file.path}, or stop exporting it`,
            ],
          }),
        );
      }
    }
    return out;
  },
};
