import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { symbolsNamed } from '../shared/resolve-api.js';

/**
 * `.requiredOption()` with its object left unnamed, which no project symbol declares now: drift only
 * when git history shows the project declared that name before (the rename is the fix). A `.foo()`
 * the project never had may be any library's method and stays unjudged.
 */
export function judgeRemovedMember(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  localNames: Set<string>,
): DraftFinding | undefined {
  const { name } = claim.sig;
  const removed = index.removedSymbols.get(name);
  if (!removed || index.importedNames.has(name) || localNames.has(name)) return undefined;
  const shown = `.${claim.sig.chain.join('.')}()`;
  const near = removed.renamedTo;
  const target = near ? symbolsNamed(index, near)[0] : undefined;
  return makeFinding({
    rule: 'api-references',
    subtype: 'method_mismatch',
    severity: 'high',
    confidence: 0.9,
    title: near ? `${shown} does not exist; the code has ${near}` : `${shown} does not exist in the code`,
    description: `The docs reference ${shown}, which was removed from the code in commit ${removed.commit}${near ? ` (renamed to ${near})` : ''}.`,
    identifier: name,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    code: target
      ? { path: target.location.path, line: target.location.line, reality: target.signature }
      : null,
    suggestions: [
      near
        ? `Rename ${name} to ${near} in ${doc.path} line ${claim.line}`
        : `Remove or update the reference to ${shown} in ${doc.path} line ${claim.line}`,
    ],
    // Git history recorded the rename: the new name is not a guess.
    rename: near ? { from: name, to: near, line: claim.line } : undefined,
  });
}
