import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { CertainRename, DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';

/** A URL with a scheme or a protocol-relative one: never a path of the checkout. */
export const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The file a broken link most likely meant; `certain` when no other file is as likely. */
function suggestFile(
  index: ProjectIndex,
  target: string,
  fromDir: string,
): { path: string; certain: boolean } | undefined {
  const base = path.posix.basename(target);
  const sameName = [...index.allFiles].filter((f) => path.posix.basename(f) === base);
  const pool =
    sameName.length > 0
      ? sameName
      : [...index.allFiles].filter((f) => path.posix.dirname(f) === path.posix.dirname(target));
  const names = pool.map((f) => path.posix.basename(f));
  const pick = sameName.length > 0 ? sameName[0] : closestName(base, names, 0.55);
  if (!pick) return undefined;
  const certain =
    sameName.length > 0
      ? sameName.length === 1
      : uniqueChoice(names, (c) => closestName(base, c, 0.55)) === pick;
  const full = sameName.length > 0 ? pick : path.posix.join(path.posix.dirname(target), pick);
  const rel = path.posix.relative(fromDir, full);
  return { path: rel.startsWith('.') ? rel : rel || full, certain };
}

/**
 * A target that is not a path at all: an email address without `mailto:`, a URL without its
 * scheme, or a URL or path wrapped in extra parentheses (`[#12]((https://...))`).
 */
function misformedTarget(index: ProjectIndex, rawPath: string): { why: string; fix: string } | undefined {
  const unwrapped = rawPath.replace(/^[\s(<"']+|[\s)>"']+$/g, '');
  if (unwrapped !== rawPath && unwrapped !== '') {
    const clean = unwrapped.replace(/^\.?\//, '');
    if (EXTERNAL.test(unwrapped) || index.allFiles.has(clean) || index.dirs.has(clean))
      return {
        why: 'the target is wrapped in extra parentheses or quotes',
        fix: `Remove the extra parentheses around ${unwrapped}`,
      };
  }
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(rawPath))
    return { why: 'it is an email address without mailto:', fix: `Use mailto:${rawPath} as the link target` };
  if (/^(www\.[\w-]+|[\w-]+\.(com|org|net|io|dev|app))(\.[\w-]+)*(\/|$)/i.test(rawPath))
    return { why: 'it is a web address without https://', fix: `Use https://${rawPath} as the link target` };
  return undefined;
}

/**
 * The finding for a link whose path names nothing: why the path is wrong (a reference link
 * written with parentheses, an address without its scheme, or a missing file) and how to fix it.
 */
export function reportMissingTarget(
  index: ProjectIndex,
  doc: DocFile,
  link: { url: string; line: number },
  rawPath: string,
  target: string,
  anchor: string | undefined,
): DraftFinding {
  const url = link.url.trim();
  const dir = path.posix.dirname(doc.path);
  const fromDir = dir === '.' ? '' : dir;
  const missing = (description: string, suggestion: string, rename?: CertainRename) =>
    makeFinding({
      rule: 'broken-links',
      subtype: 'broken_link',
      severity: 'medium',
      confidence: 0.9,
      title: `Link target ${rawPath} does not exist`,
      description,
      identifier: url,
      doc: { path: doc.path, line: link.line, claim: url },
      suggestions: [suggestion],
      rename,
    });
  // `[tracing channel](tc)` on a page that defines `[tc]: https://...`: meant as a reference link.
  const definition = doc.links.find(
    (l) => l.kind === 'definition' && l.label?.toLowerCase() === rawPath.toLowerCase(),
  );
  const misformed = definition
    ? {
        why: `the page defines a reference [${definition.label}] for ${definition.url}, which [text](${rawPath}) does not use`,
        fix: `Write the link as [text][${definition.label}] (brackets, not parentheses)`,
      }
    : misformedTarget(index, rawPath);
  if (misformed)
    return missing(
      `${doc.path} links to ${rawPath}, which is read as a relative path: ${misformed.why}.`,
      `${misformed.fix} in ${doc.path} line ${link.line}`,
      definition?.label ? { from: `](${url})`, to: `][${definition.label}]` } : undefined,
    );
  const suggestion = suggestFile(index, target, fromDir);
  const hashAt = url.indexOf('#');
  const writtenPath = (hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0] ?? '';
  return missing(
    `${doc.path} links to ${rawPath}, which resolves to ${target}; there is no such file or folder.`,
    suggestion
      ? `Point the link at ${suggestion.path}${anchor ? `#${anchor}` : ''} in ${doc.path} line ${link.line}`
      : `Remove the link or restore ${target}`,
    suggestion?.certain ? { from: writtenPath, to: suggestion.path } : undefined,
  );
}
