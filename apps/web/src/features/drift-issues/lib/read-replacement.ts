/** The old and the new text of a suggested rename or replacement. */
export interface Replacement {
  before: string;
  after: string;
}

const linkTarget = /[\w.~/-]*\.[A-Za-z0-9]+(?:#[\w-]+)?/;

function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `k=` in a keyword-argument suggestion names the keyword `k`. */
function bare(name: string): string {
  return name.replace(/=$/, '');
}

/**
 * Reads the old and new text from the engine's suggestion sentences ("Rename a to b", "Change PUT
 * to PATCH", "Replace a with b", "Import b instead of a", "Change the link to #b", "Point the link
 * at b"). The claim supplies the old text the sentence leaves out (the anchor or link as written).
 */
export function readReplacement(sentence: string, claim: string | null): Replacement | null {
  const rename = /^(?:Rename|Change) (\S+) to (\S+)$/.exec(sentence);
  if (rename?.[1] && rename[2] && !sentence.startsWith('Change the ')) {
    return { before: bare(rename[1]), after: bare(rename[2]) };
  }
  const replace = /^Replace (\S+) with (\S+)$/.exec(sentence);
  if (replace?.[1] && replace[2]) return { before: replace[1], after: replace[2] };
  const instead = /^Import (\S+) instead of (\S+)$/.exec(sentence);
  if (instead?.[1] && instead[2]) return { before: instead[2], after: instead[1] };
  const anchor = /^Change the (?:link|anchor) to (#[\w-]+)$/.exec(sentence);
  const oldAnchor = claim ? /#[\w-]+/.exec(claim)?.[0] : undefined;
  if (anchor?.[1] && oldAnchor) return { before: oldAnchor, after: anchor[1] };
  const link = /^Point the link at (\S+)$/.exec(sentence);
  const oldLink = claim ? linkTarget.exec(claim)?.[0] : undefined;
  // The suggestion is a path from the repository root; it replaces the link as written only when
  // both sit in the same folder (a relative link from a subfolder would need rewriting, not this).
  if (link?.[1] && oldLink && dirname(oldLink) === dirname(link[1])) {
    return { before: oldLink, after: link[1] };
  }
  return null;
}
