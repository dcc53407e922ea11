import type { ApiClaim } from '../../docs/collect-api-claims.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { membersOf } from '../shared/resolve-api.js';

/**
 * The project class a section documents when its heading is that class alone (`## Response`,
 * `## class httpx.Response`, `### Client()`), and most of the section's `.member()` items are its
 * members: then a `.stream_raw()` item among them is a member of that class too. Without that
 * majority the list may describe some other object's interface.
 */
export function resolveHeadingClass(
  index: ProjectIndex,
  doc: DocFile,
  claim: ApiClaim,
  claims: ApiClaim[],
): string | undefined {
  const heading = doc.headings[claim.section];
  if (!heading) return undefined;
  const name = /^(?:class\s+)?(?:[a-z_]\w*\.)*([A-Z]\w*)(?:\(.*\))?$/.exec(heading.text.trim())?.[1];
  if (!name) return undefined;
  const classes = (index.symbolsByName.get(name) ?? []).filter((s) => s.kind === 'class' && !s.container);
  if (classes.length !== 1) return undefined;
  const members = new Set(membersOf(index, name).map((m) => m.name));
  if (members.size === 0) return undefined;
  const siblings = claims.filter(
    (c) => c !== claim && c.memberOnly && c.section === claim.section && c.sig.chain.length === 1,
  );
  const resolved = siblings.filter((c) => members.has(c.sig.name)).length;
  return resolved >= 2 && resolved * 2 > siblings.length ? name : undefined;
}
