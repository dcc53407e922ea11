import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocCodeSpan, DocFile } from '../../model/doc.js';
import { editDistance } from '../../util/similarity.js';
import type { DraftFinding } from '../rule.js';
import { findCaseTwinInCode } from '../shared/find-case-twin-in-code.js';
import { isCodeShapedName } from '../shared/is-code-shaped-name.js';
import { misspeltNameFinding } from './misspelt-name-finding.js';

/** `.passsthrough()`, `reHydrate()`, `on_statup`, `apiSlice.invalidationBehaviour`, `__attrs_post__init__`. */
const SPAN_NAME = /^(\.)?((?:[A-Za-z_$][\w$]*\.)*)([A-Za-z_$][\w$]*)(\(\))?$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** A capital after the first letter and a lower-case letter: `TRPCClientError`, `getURL`. */
const MIXED_CASE = /^(?=.*[a-z])[A-Za-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*$/;
/** Kinds a call cannot name; a property or variable may hold a function (`passthrough = () => ...`). */
const TYPE_KINDS = new Set(['type', 'interface', 'enum']);
interface Candidate {
  callable: boolean;
  /** Every declaration of the name is a class or a type. */
  typeLike: boolean;
  /** Some declaration of the name is a function or a method. */
  functionLike: boolean;
  symbol: SymbolFact | undefined;
}

const candidateCache = new WeakMap<ProjectIndex, Map<string, Candidate>>();

/**
 * Names the project declares that a doc may write: symbols of every kind (callables marked),
 * and the parameters and option keys of its callables.
 */
function declaredNames(index: ProjectIndex): Map<string, Candidate> {
  const known = candidateCache.get(index);
  if (known) return known;
  const names = new Map<string, Candidate>();
  for (const [name, all] of index.symbolsByName) {
    // A private name (Go's `getBody`, Python's `_keys`) is not what docs tell users to write.
    const symbols = all.filter((s) => s.exported);
    const symbol = symbols[0];
    if (!symbol) continue;
    names.set(name, {
      callable: symbols.some((s) => !TYPE_KINDS.has(s.kind)),
      typeLike: symbols.every((s) => s.kind === 'class' || TYPE_KINDS.has(s.kind)),
      functionLike: symbols.some((s) => s.kind === 'function' || s.kind === 'method'),
      symbol,
    });
    for (const s of symbols) {
      for (const p of s.params ?? []) {
        for (const key of [p, ...(p.keys ?? [])]) {
          if (!names.has(key.name))
            names.set(key.name, { callable: false, typeLike: false, functionLike: false, symbol: s });
        }
      }
    }
  }
  candidateCache.set(index, names);
  return names;
}

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean);
}

/**
 * One name reads as another misspelt or renamed in place: the same letters in another case
 * (`reHydrate`), one or two letters off in a long name (`passsthrough`, `on_statup`), or the
 * same words in another order (`useInfiniteSuspenseQuery`). A plural of a declared name
 * (`RequestOption` next to `RequestOptions`) is as likely another thing and does not count.
 */
function readsAs(name: string, candidate: string): boolean {
  const [lower, other] = [name.toLowerCase(), candidate.toLowerCase()];
  if (other === `${lower}s` || lower === `${other}s`) return false;
  if (lower === other) return true;
  if (
    Math.abs(candidate.length - name.length) <= 2 &&
    candidate[0]?.toLowerCase() === name[0]?.toLowerCase()
  ) {
    const distance = editDistance(candidate, name);
    if (distance <= 2 && distance / name.length <= 0.15) return true;
  }
  const words = wordsOf(name);
  const theirs = wordsOf(candidate);
  return (
    words.length >= 3 &&
    words.join() !== theirs.join() &&
    [...words].sort().join() === [...theirs].sort().join()
  );
}

/**
 * `reHydrate()` where the code only spells `rehydrate` (a member of an object type, which is no
 * symbol): a call or member written with the same letters in another case as exactly one name
 * the code uses is that name.
 */
function caseTwinInCode(
  index: ProjectIndex,
  name: string,
  written: { call: boolean; member: boolean },
): [string, Candidate] | undefined {
  if (!written.call && !written.member) return undefined;
  const twin = findCaseTwinInCode(index, name);
  // A name the code imports (`from http import HTTPStatus`) and does not declare is another library's.
  return twin && !index.importedNames.has(twin)
    ? [twin, { callable: written.call, typeLike: false, functionLike: false, symbol: undefined }]
    : undefined;
}

/** A top-level package of the checkout (`starlite/`, `src/starlite/`, `starlite.py`). */
function isProjectFolder(index: ProjectIndex, head: string): boolean {
  return index.dirs.has(head) || index.dirs.has(`src/${head}`) || index.allFiles.has(`${head}.py`);
}

const outsideModules = new WeakMap<ProjectIndex, Set<string>>();

/**
 * First segments of the modules the code imports that are not the project's (`http`,
 * `starlette`): `http.HttpStatus` names the standard library's member, whatever the project declares.
 */
function importedOutsideModules(index: ProjectIndex): Set<string> {
  let heads = outsideModules.get(index);
  if (!heads) {
    heads = new Set();
    for (const file of index.files) {
      for (const imp of file.imports) {
        const head = imp.source.replace(/^node:/, '').split(/[./]/)[0] ?? '';
        if (head && !isProjectFolder(index, head)) heads.add(head);
      }
    }
    outsideModules.set(index, heads);
  }
  return heads;
}

/** The name a span writes, when its shape says it is code: a call, a member, or a compound name. */
function spanName(
  index: ProjectIndex,
  span: DocCodeSpan,
): { name: string; call: boolean; member: boolean } | undefined {
  // A role's span (:func:`x`) is a reference the reference rule judges already.
  if (span.role) return undefined;
  const m = SPAN_NAME.exec(span.value.trim());
  const name = m?.[3];
  if (!m || !name) return undefined;
  if (m[2] && importedOutsideModules(index).has(m[2].split('.')[0] ?? '')) return undefined;
  const call = m[4] !== undefined;
  const bare = name.replace(/^_+|_+$/g, '');
  // A single lower-case word is code only when the span calls it or writes it as a member.
  const shaped =
    isCodeShapedName(bare) ||
    CONSTANT.test(bare) ||
    MIXED_CASE.test(bare) ||
    ((call || m[1] !== undefined || m[2]) && bare.length >= 6);
  return shaped && name.length >= 7 ? { name, call, member: m[1] !== undefined || m[2] !== '' } : undefined;
}

/**
 * An inline code span in prose, a heading, a list or a table naming something the code never
 * mentions (`.passsthrough()`, `on_statup`, `vicmd_replace_one_symbol`) that reads as exactly
 * one name the project declares (a function or method for a call; any symbol, parameter or
 * option key otherwise) misspelt or renamed in place. The code span, the code-shaped name and
 * the near-miss of a declared name together say it is meant as the project's API.
 */
export function judgeMisspeltSpanNames(
  index: ProjectIndex,
  doc: DocFile,
  localNames: Set<string>,
): DraftFinding[] {
  const out: DraftFinding[] = [];
  const seen = new Set<string>();
  const declared = declaredNames(index);
  for (const span of doc.spans) {
    const written = spanName(index, span);
    if (!written || seen.has(`${span.line}:${written.name}`)) continue;
    const { name, call } = written;
    if (
      declared.has(name) ||
      index.identifiers.has(name) ||
      index.importedNames.has(name) ||
      index.assignedMembers.has(name) ||
      localNames.has(name)
    )
      continue;
    const near = [...declared].filter(
      ([candidate, c]) =>
        (!call || c.callable) &&
        // Only a function's first letter is miswritten in another case (`sendFile` for Go's
        // `SendFile`): `mutationState` beside a type `MutationState` is a value of that type,
        // `Headers` beside a parameter `headers` another library's class.
        (candidate[0] === name[0] || c.functionLike) &&
        readsAs(name, candidate),
    );
    const [target, candidate] =
      near.length > 0
        ? near.length === 1
          ? (near[0] ?? [])
          : []
        : (caseTwinInCode(index, name, written) ?? []);
    if (!target || !candidate || index.declaredInSupportingCode(name)) continue;
    seen.add(`${span.line}:${name}`);
    out.push(
      misspeltNameFinding({
        name,
        target,
        description: `The docs write ${span.value.trim()}; the code never mentions ${name} and declares ${target}.`,
        doc: { path: doc.path, line: span.line, claim: span.value },
        symbol: candidate.symbol,
      }),
    );
  }
  return out;
}
