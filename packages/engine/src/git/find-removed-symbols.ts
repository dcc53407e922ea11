import type { ProjectIndex, RemovedSymbol } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { nameSimilarity } from '../util/similarity.js';
import { collectDocCandidates } from './collect-doc-candidates.js';
import { hasGitDir } from './has-git-dir.js';
import { readClassLine, rebasesOntoOutsideClass } from './rebases-onto-outside-class.js';
import { historyKey, loadRemovedSymbols, saveRemovedSymbols } from './removed-symbols-cache.js';
import { runGit, streamGitLines } from './run-git.js';

/**
 * Declarations of API in a diff line (after its `-`/`+`): functions, classes, methods, types and
 * module-level constants. Indented `const x =` and object keys are locals, not API.
 */
const DECLARATIONS = [
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)/,
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/,
  /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/,
  /^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/,
  // `const extend = require('extend')` imports a dependency: its removal removes no API.
  /^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=(?!\s*(?:require\s*\(|(?:await\s+)?import\s*\())/,
  /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type|enum)\s+([A-Za-z_$][\w$]*)/,
  /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:(?:const|async|unsafe|extern(?:\s+"[^"]*")?)\s+)*(?:fn|struct|trait|enum)\s+([A-Za-z_]\w*)/,
  // Java and C# types: `public final class JsonObject`, `internal sealed class Route`.
  /^\s*(?:(?:public|protected|private|internal|static|final|abstract|sealed|partial)\s+)*(?:class|interface|enum|record)\s+([A-Za-z_]\w*)/,
  // Java and C# methods need a modifier before the return type: `return foo(` is a statement.
  /^\s+(?:(?:public|protected|private|internal|static|final|synchronized|abstract|default|native|virtual|override|async)\s+)+(?:<[^>]+>\s+)?[\w.<>[\],?]+(?:\s+[\w.<>[\],?]+)?\s+([A-Za-z_]\w*)\s*\(/,
  // Kotlin functions and methods: `fun x(`, `override fun x(`, `fun <T> Foo.x(` (an extension).
  /^\s*(?:(?:public|private|protected|internal|override|open|abstract|final|suspend|inline|operator|infix|tailrec|external|actual|expect)\s+)*fun\s+(?:<[^>]+>\s*)?(?:[\w.<>?]+\.)?([A-Za-z_]\w*)\s*\(/,
  /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=/,
  /^\s+(?:(?:public|private|protected|static|async|readonly|override)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^={]*)?\{\s*$/,
];
/** `func (c *Context) Array(`: the Go receiver type whose method a line declares. */
const GO_RECEIVER = /^func\s+\(\s*\w*\s*\*?\s*([A-Za-z_]\w*)(?:\[[^\]]*\])?\s*\)/;
const NOT_NAMES = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'function',
  'return',
  'constructor',
  'super',
]);

/**
 * `class Session(_Session)`, `class ScalarResult(_ScalarResult, Generic[_T])`, `class Agent extends
 * undici.Agent`: a thin wrapper of a same-named class of a dependency. Methods removed from it were
 * overrides; the dependency's class still has them (sqlmodel dropped its `Result.first()` wrapper).
 */
const WRAPPER_CLASS =
  /^\s*(?:export\s+)?(?:default\s+)?class\s+([A-Za-z_$][\w$]*)\s*(?:\(\s*|extends\s+)(?:[\w$]+\.)*_*([A-Za-z_$][\w$]*)/;

function wrapsSameName(classLine: string): boolean {
  const m = WRAPPER_CLASS.exec(classLine);
  return m !== null && m[1] === m[2];
}

function declaredName(line: string): string | undefined {
  const body = line.slice(1);
  for (const pattern of DECLARATIONS) {
    const name = pattern.exec(body)?.[1];
    if (name && !NOT_NAMES.has(name)) return name;
  }
  return undefined;
}
const CODE_PATHSPECS = [
  '*.js',
  '*.mjs',
  '*.cjs',
  '*.ts',
  '*.tsx',
  '*.jsx',
  '*.py',
  '*.go',
  '*.java',
  '*.kt',
  '*.rb',
  '*.rs',
  '*.cs',
  '*.php',
];
const MAX_COMMITS = 1500;
const MAX_LINES = 3_000_000;

/**
 * One pass over `git log -p` (newest first): for every doc name the code no longer declares, the
 * newest commit that removed its declaration, and the most similar name that commit declared.
 * With a cache dir, the answer is kept and reused while HEAD and the names stay the same.
 */
export async function findRemovedSymbols(
  root: string,
  index: ProjectIndex,
  include: (doc: DocFile) => boolean,
  cacheDir?: string,
): Promise<Map<string, RemovedSymbol>> {
  if (!hasGitDir(root)) return new Map();
  const candidates = collectDocCandidates(index, include);
  if (candidates.size === 0) return new Map();
  const [inside, head] =
    (await runGit(root, ['rev-parse', '--is-inside-work-tree', 'HEAD']))?.split('\n') ?? [];
  if (inside?.trim() !== 'true') return new Map();
  // A repository without commits yet has no HEAD to key the answer by (and no history).
  const key = head && /^[0-9a-f]{40,64}$/.test(head) ? historyKey(head, candidates, index) : undefined;
  const cached = key === undefined ? undefined : loadRemovedSymbols(cacheDir, key);
  if (cached) return cached;
  const removed = await walkHistory(root, index, candidates);
  if (key !== undefined) saveRemovedSymbols(cacheDir, key, removed);
  return removed;
}

async function walkHistory(
  root: string,
  index: ProjectIndex,
  candidates: Set<string>,
): Promise<Map<string, RemovedSymbol>> {
  const removed = new Map<string, RemovedSymbol>();
  // Members whose newest removal moved them into a dependency's base class: older removals of the
  // same name are no evidence either, since the class has had the name (inherited) ever since.
  const inherited = new Set<string>();
  let commit = '';
  let removedHere: string[] = [];
  let addedHere: string[] = [];
  const topLevelHere = new Set<string>();
  const classesBefore = new Map<string, string[]>();
  const classesAfter = new Map<string, string[]>();
  const ownerHere = new Map<string, Set<string>>();
  const pathHere = new Map<string, string>();
  let file = '';
  const flush = () => {
    const rebasedHere = rebasesOntoOutsideClass(index, classesBefore, classesAfter);
    for (const name of removedHere) {
      if (removed.has(name) || inherited.has(name) || addedHere.includes(name)) continue;
      if (rebasedHere && !topLevelHere.has(name)) {
        inherited.add(name);
        continue;
      }
      let best: string | undefined;
      let bestScore = 0.45;
      for (const added of addedHere) {
        const score = nameSimilarity(name, added);
        if (score > bestScore && index.symbolsByName.has(added)) {
          best = added;
          bestScore = score;
        }
      }
      const owners = ownerHere.get(name);
      const path = pathHere.get(name);
      removed.set(name, {
        commit,
        renamedTo: best,
        topLevel: topLevelHere.has(name),
        ...(owners ? { owners: [...owners] } : {}),
        ...(path ? { path } : {}),
      });
    }
    removedHere = [];
    addedHere = [];
    topLevelHere.clear();
    classesBefore.clear();
    classesAfter.clear();
    ownerHere.clear();
    pathHere.clear();
  };
  let lines = 0;
  let enclosing = '';
  await streamGitLines(
    root,
    [
      'log',
      '-p',
      '-U0',
      '--no-color',
      '--no-merges',
      '--no-renames',
      `-n${MAX_COMMITS}`,
      '--format=%x00%h',
      '--',
      ...CODE_PATHSPECS,
    ],
    (line) => {
      if (++lines > MAX_LINES) return false;
      if (line.startsWith('\u0000')) {
        flush();
        commit = line.slice(1);
        return true;
      }
      const first = line[0];
      if (line.startsWith('diff --git')) {
        enclosing = '';
        file = / b\/(.*)$/.exec(line)?.[1] ?? '';
      }
      // `@@ -21,11 +32,10 @@ class Session(_Session):`: git names the class a hunk sits in.
      else if (line.startsWith('@@')) enclosing = line.replace(/^@@[^@]*@@\s?/, '');
      if ((first !== '-' && first !== '+') || line.startsWith('---') || line.startsWith('+++')) return true;
      if (/^[-+](?:export\s+)?(?:default\s+)?class\s/.test(line)) enclosing = line.slice(1);
      const classLine = readClassLine(line.slice(1));
      if (classLine) (first === '-' ? classesBefore : classesAfter).set(classLine.name, classLine.bases);
      const name = declaredName(line);
      if (!name) return true;
      const indented = line[1] === ' ' || line[1] === '\t';
      if (first === '-' && candidates.has(name) && indented && wrapsSameName(enclosing)) return true;
      if (first === '-' && candidates.has(name)) {
        removedHere.push(name);
        if (!pathHere.has(name)) pathHere.set(name, file);
        // Unindented: a module-level declaration, not some class's method.
        if (!indented) topLevelHere.add(name);
        const owner = GO_RECEIVER.exec(line.slice(1))?.[1];
        if (owner) ownerHere.set(name, (ownerHere.get(name) ?? new Set()).add(owner));
      } else if (first === '+') addedHere.push(name);
      return removed.size < candidates.size;
    },
  );
  flush();
  return removed;
}
