import path from 'node:path';
import { matchesRouteLine, readRouteName } from './match-route-line.js';

/** How one concern is recognised in a commit: on lines of its patch, and as a whole changed file. */
export interface ConcernMatcher {
  name: string;
  matchesLine(content: string, filePath: string): boolean;
  matchesFile(file: { path: string; previous_path: string | null }): boolean;
}

/** What the drift says about itself: its subtype and the doc it was found in. */
export interface DriftContext {
  subtype: string;
  docPath: string | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word match, so `send` flags `client.send(` but not `sender`. */
function wordPattern(text: string): RegExp {
  const start = /^[\w$]/.test(text) ? '(?<![\\w$])' : '';
  const end = /[\w$]$/.test(text) ? '(?![\\w$])' : '';
  return new RegExp(`${start}${escapeRegExp(text)}${end}`);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function nameMatcher(name: string): ConcernMatcher {
  const pattern = name.trim().length > 1 ? wordPattern(name) : null;
  return {
    name,
    matchesLine: (content) => pattern?.test(content) ?? false,
    matchesFile: () => false,
  };
}

/**
 * A broken link names a file and maybe an anchor, relative to the doc it is in. The commit that
 * broke it renamed or deleted that file (the file matches by its old or new path), mentions it
 * by name elsewhere, or renamed the heading the anchor pointed at.
 */
function linkMatcher(name: string, docPath: string | null): ConcernMatcher | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) return null;
  const [target = '', anchor] = name.split('#');
  const fromDoc = docPath ? path.posix.dirname(docPath) : '.';
  const candidates = target
    ? new Set([path.posix.join(fromDoc, target), path.posix.normalize(target.replace(/^\/+/, ''))])
    : new Set(docPath ? [docPath] : []);
  // With an anchor the heading is the concern, not every mention of the file.
  const base = target && !anchor ? wordPattern(path.posix.basename(target)) : null;
  const whole = nameMatcher(name);
  return {
    name,
    matchesLine(content, filePath) {
      if (whole.matchesLine(content, filePath) || base?.test(content)) return true;
      if (!anchor || !candidates.has(filePath)) return false;
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(content);
      return heading?.[1] !== undefined && headingSlug(heading[1]) === anchor.toLowerCase();
    },
    matchesFile: (file) =>
      candidates.has(file.path) || (file.previous_path !== null && candidates.has(file.previous_path)),
  };
}

/**
 * The matcher for each concern name. Routes and links are what drifts without a code location
 * name (a removed route, a deleted file), and their text never appears verbatim in code, so they
 * are matched by what the code writes for them; other names by whole words.
 */
export function concernMatchers(names: readonly string[], drift: DriftContext): ConcernMatcher[] {
  return names.map((name) => {
    const route = readRouteName(name);
    if (route) {
      const whole = nameMatcher(name);
      return {
        name,
        matchesLine: (content, filePath) =>
          whole.matchesLine(content, filePath) || matchesRouteLine(route, content),
        matchesFile: () => false,
      };
    }
    if (drift.subtype === 'broken_link') return linkMatcher(name, drift.docPath) ?? nameMatcher(name);
    return nameMatcher(name);
  });
}
