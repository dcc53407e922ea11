import { isHistoryDoc } from '../../discover/classify-path.js';
import { type ApiClaim, collectApiClaims, docLocalNames } from '../../docs/collect-api-claims.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding, Rule } from '../rule.js';
import { collectDocBindings } from '../shared/collect-doc-bindings.js';
import { membersOf, resolveContainer, symbolsNamed } from '../shared/resolve-api.js';
import { dropNamesServedAtRunTime } from '../shared/served-by-module-getattr.js';
import { judgeBareListNames } from './judge-bare-list-names.js';
import { judgeCaseTwin } from './judge-case-twin.js';
import { judgeConstantNames } from './judge-constant-names.js';
import { judgeMissingName } from './judge-missing-name.js';
import { judgeMisspeltSpanNames } from './judge-misspelt-span-names.js';
import { judgeMisspeltTypes } from './judge-misspelt-types.js';
import { judgeParameters } from './judge-parameters.js';
import { judgeRemovedBareNames } from './judge-removed-bare-names.js';
import { judgeRemovedMember } from './judge-removed-member.js';
import { resolveHeadingClass } from './resolve-heading-class.js';
import { saysNameIsGone } from './says-name-is-gone.js';

function candidatesFor(
  index: ProjectIndex,
  claim: ApiClaim,
  docVars: Map<string, string>,
): { found: SymbolFact[]; container?: string; unresolved?: boolean } {
  const { sig } = claim;
  if (sig.chain.length === 1) return { found: symbolsNamed(index, sig.name) };
  const word = sig.chain[sig.chain.length - 2] ?? '';
  // `http.response.start` (an ASGI event name): a longer chain is ours only when its head is.
  const head = sig.chain[0] ?? '';
  if (sig.chain.length > 2 && !resolveContainer(index, head, docVars)) return { found: [], unresolved: true };
  const container = resolveContainer(index, word, docVars);
  const all = symbolsNamed(index, sig.name);
  // `process.on(...)` with no project container says nothing about the project's `on` methods.
  if (!container) return { found: all.length > 0 ? [] : all, unresolved: all.length > 0 };
  if (container.startsWith('module:') || all.length === 0) return { found: all, container };
  const scoped = membersOf(index, container).filter((s) => s.name === sig.name);
  if (scoped.length > 0) return { found: scoped, container };
  // Other classes declare the member, this one does not: their parameters say nothing about the
  // claim. It is a missing member only when the text names the class itself; a class guessed from
  // a word (`charges` for ChargesResource) or from a return type (`log = get_logger()` typed as a
  // protocol its proxies extend) may be the wrong one, and a namespace (`z` re-exporting a module's
  // functions) lists members we do not see.
  // A Go or Rust struct (kind `type`) with methods names a member set as a class does.
  const named =
    word === container &&
    symbolsNamed(index, container).some(
      (s) =>
        s.kind === 'class' ||
        s.kind === 'interface' ||
        (s.kind === 'type' && !s.container && index.membersByContainer.has(container)),
    );
  return named ? { found: [], container } : { found: [], unresolved: true };
}

/**
 * `FluentValidation.DependencyInjectionExtensions`, `Polly.TestUtils`: a dotted name that is a folder
 * of the checkout names a package or assembly (a .NET project folder), and one the code quotes as a
 * string (`"Chaos.OnFault"`) is a value it emits; neither claims a member.
 */
function namesNoMember(index: ProjectIndex, dotted: string): boolean {
  if (index.quotedInCode(dotted)) return true;
  for (const dir of index.dirs) if (dir === dotted || dir.endsWith(`/${dotted}`)) return true;
  return false;
}

function judge(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  claims: ApiClaim[],
  docVars: Map<string, string>,
  localNames: Set<string>,
  all: ApiClaim[],
): DraftFinding | undefined {
  const { sig } = claim;
  const shown = sig.chain.join('.');
  // `arrow.arrow` (a `:mod:` heading) is the project's module arrow/arrow.py, not a member arrow.
  if (sig.params === undefined && sig.chain.length > 1 && index.modules.has(shown)) return undefined;
  if (sig.params === undefined && sig.chain.length > 1 && namesNoMember(index, shown)) return undefined;
  const { found, container, unresolved } = candidatesFor(index, claim, docVars);
  // `.option()` names a method of an object the text leaves unnamed (maybe a dependency's): only
  // history judges it, when the project declared that name before and declares it nowhere now.
  if (claim.memberOnly) {
    // Under a heading that is one project class, with most items its members, the object is named.
    const owner = resolveHeadingClass(index, doc, claim, all);
    if (owner) {
      const owned = { ...claim, memberOnly: false, sig: { ...sig, chain: [owner, ...sig.chain] } };
      return judge(index, doc, owned, claims, docVars, localNames, all);
    }
    return found.length > 0 ? undefined : judgeRemovedMember(index, doc, claim, localNames);
  }
  // `process.exit`, `options.sync`: without a project container the member says nothing about us,
  // even when git history once removed some other `exit`.
  if (found.length === 0 && !container) {
    const twin = judgeCaseTwin(index, doc, claim);
    if (twin) return twin;
  }
  if (unresolved || (sig.chain.length > 1 && !container)) return undefined;
  if (found.length > 0) return judgeParameters(index, doc, claim, claims, found);
  return judgeMissingName(index, doc, claim, { claims, docVars, localNames, container });
}

/**
 * `Resource._read()`: private members are not collected as API, so a missing `_name` the code
 * still spells somewhere is no evidence of drift.
 */
function isPrivateInCode(index: ProjectIndex, finding: DraftFinding): boolean {
  const name = finding.identifier.split('.').at(-1) ?? '';
  return /^_[^_]/.test(name) && index.identifiers.has(name);
}

export const apiReferencesRule: Rule = {
  id: 'api-references',
  subtypes: ['method_mismatch', 'parameter_mismatch', 'missing_parameter', 'extra_parameter'],
  description:
    'Functions, classes and methods named in headings, lists, tables and inline code that the code no longer has, or whose parameters changed.',
  run(index) {
    if (index.symbolsByName.size === 0) return [];
    const out: DraftFinding[] = [];
    const ownClasses = new Set(
      [...index.symbolsByName].filter(([, ss]) => ss.some((s) => s.kind === 'class')).map(([n]) => n),
    );
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const all = collectApiClaims(doc, ownClasses);
      // Siblings are judged by the names that say whose they are, not by bare `.member()` ones.
      const claims = all.filter((c) => !c.memberOnly);
      const docVars = collectDocBindings(index, doc);
      const localNames = docLocalNames(doc);
      const seen = new Set<string>();
      for (const claim of all) {
        const key = `${claim.line}:${claim.sig.chain.join('.')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const f = judge(index, doc, claim, claims, docVars, localNames, all);
        if (f) out.push(f);
      }
      out.push(
        ...judgeBareListNames(index, doc),
        ...judgeMisspeltTypes(index, doc, localNames),
        ...judgeConstantNames(index, doc),
        ...judgeRemovedBareNames(index, doc, localNames),
      );
      // A span another judge already reported on that line needs no second finding.
      const reported = new Set(
        out.map((f) => `${f.doc?.path}:${f.doc?.line}:${f.identifier.split('.').at(-1)}`),
      );
      out.push(
        ...judgeMisspeltSpanNames(index, doc, localNames).filter(
          (f) => !reported.has(`${doc.path}:${f.doc?.line}:${f.identifier}`),
        ),
      );
    }
    return dropNamesServedAtRunTime(
      index,
      out.filter(
        (f) => f.subtype !== 'method_mismatch' || !(saysNameIsGone(index, f) || isPrivateInCode(index, f)),
      ),
    );
  },
};
