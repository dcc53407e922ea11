import path from 'node:path';
import type { Finding } from '@driftwatch/engine';
import {
  type IntroducingCommitProbe,
  routePatterns,
  slugPattern,
  wordPattern,
} from '@driftwatch/integrations';

/** A name code can hold: a function, option, flag or environment variable (`client.send` too). */
const symbolShape = /^[A-Za-z_$-][\w$.:-]{2,}$/;
const routeShape = /^(?:[A-Z]+\s+)?(\/\S*)$/;
const externalLink = /^[a-z][a-z0-9+.-]*:/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A broken link: the commit that removed its file, or renamed the heading its anchor names. */
function linkProbes(url: string, docPath: string): IntroducingCommitProbe[] {
  if (externalLink.test(url) || url.startsWith('//')) return [];
  const hashAt = url.indexOf('#');
  const rawPath = decode((hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0] ?? '');
  const anchor = hashAt >= 0 ? decode(url.slice(hashAt + 1)) : '';
  // Resolved like the engine's link rule: from the doc's folder, or from the root for /paths.
  const fromDir = path.posix.dirname(docPath);
  const target = rawPath
    ? path.posix
        .normalize(rawPath.startsWith('/') ? rawPath.slice(1) : path.posix.join(fromDir, rawPath))
        .replace(/\/$/, '')
    : docPath;
  if (target.startsWith('..') || target === '.' || target === '') return [];
  const probes: IntroducingCommitProbe[] = [];
  if (rawPath) probes.push({ kind: 'removed_path', path: target });
  const heading = anchor ? slugPattern(anchor) : null;
  if (heading) probes.push({ kind: 'pickaxe', patterns: [heading], paths: [target], ignoreCase: true });
  return probes;
}

/** The names a symbol can appear under: `client.listOrders` also as `listOrders`, `--dry-run` as `dry-run`. */
function symbolPatterns(identifier: string): string[] {
  const last = identifier.split('.').pop() ?? identifier;
  const bare = identifier.replace(/^-+/, '');
  return [...new Set([identifier, last, bare])].filter((name) => name.length >= 3).map(wordPattern);
}

/**
 * How to find the commit that made a finding's docs stale: the last change of the code line it
 * points at (and, for a name, the last change of that name in the same file, whichever is newer);
 * without a code line, the commit that removed the documented name, route or linked file.
 */
export function introducingProbes(finding: Finding): IntroducingCommitProbe[] {
  const identifier = finding.identifier.trim();
  if (finding.code && !/^https?:\/\//.test(finding.code.path)) {
    const probes: IntroducingCommitProbe[] = [
      { kind: 'line', path: finding.code.path, line: finding.code.line },
    ];
    if (symbolShape.test(identifier))
      probes.push({ kind: 'pickaxe', patterns: symbolPatterns(identifier), paths: [finding.code.path] });
    return probes;
  }
  if (finding.subtype === 'broken_link') return finding.doc ? linkProbes(identifier, finding.doc.path) : [];
  const route = routeShape.exec(identifier)?.[1];
  if (route) return [{ kind: 'pickaxe', patterns: routePatterns(route), onlyRemoved: true }];
  if (symbolShape.test(identifier))
    return [{ kind: 'pickaxe', patterns: symbolPatterns(identifier), onlyRemoved: true }];
  return [];
}
