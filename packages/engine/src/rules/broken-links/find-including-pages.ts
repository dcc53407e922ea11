import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { anchorsOf } from './find-page-anchors.js';

/**
 * Directives that paste another page into this one when the site is built: markdown-include
 * (`{!docs/x.md!}`, `{!> x.md !}`), pymdownx.snippets (`--8<-- "x.md"`), MyST's `{include}` fence
 * and reStructuredText's `.. include::`.
 */
const INCLUDES = [
  /\{!>?\s*([^!{}\s]+)\s*!\}/g,
  /^\s*;?--8<--\s+["']([^"'\n]+)["']/gm,
  /^\s*(?:`{3,}|:{3,})\s*\{include\}\s+(\S+)/gm,
  /^\s*\.\.\s+include::\s+(\S+)/gm,
];

const includersCache = new WeakMap<ProjectIndex, Map<string, string[]>>();

/** The doc pages a written include path names: from the page's folder, the root, or as a suffix. */
function resolveIncluded(index: ProjectIndex, from: string, written: string): string[] {
  const clean = written.replace(/^\.\//, '');
  const fromDir = path.posix.dirname(from);
  const direct = [path.posix.normalize(path.posix.join(fromDir, clean)), path.posix.normalize(clean)];
  const found = index.docs.filter((d) => direct.includes(d.path));
  if (found.length > 0) return found.map((d) => d.path);
  // markdown-include and snippets resolve from a base path set in the site's configuration.
  return index.docs.filter((d) => d.path.endsWith(`/${clean}`)).map((d) => d.path);
}

/** Included page -> the pages that include it, read once per scan, only when an anchor misses. */
function includers(index: ProjectIndex): Map<string, string[]> {
  let map = includersCache.get(index);
  if (map) return map;
  map = new Map();
  for (const doc of index.docs) {
    if (doc.sourceUrl) continue;
    let text: string;
    try {
      text = readFileSync(path.join(index.root, doc.path), 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('{!') && !text.includes('--8<--') && !text.includes('include')) continue;
    for (const pattern of INCLUDES)
      for (const m of text.matchAll(pattern))
        for (const included of resolveIncluded(index, doc.path, m[1] ?? ''))
          if (included !== doc.path) map.set(included, [...(map.get(included) ?? []), doc.path]);
  }
  includersCache.set(index, map);
  return map;
}

/**
 * Anchors a page's own `#x` links reach when the page is pasted into others: the built page is
 * the including one, so the headings of every page it includes (and its own) are on it.
 */
export function anchorsOfIncludingPages(index: ProjectIndex, doc: DocFile, mkdocs: boolean): Set<string> {
  const map = includers(index);
  const anchors = new Set<string>();
  const docsByPath = new Map(index.docs.map((d) => [d.path, d]));
  const roots = new Set<string>();
  const climb = (page: string, seen: Set<string>): void => {
    const parents = map.get(page) ?? [];
    if (parents.length === 0 && page !== doc.path) roots.add(page);
    for (const parent of parents) if (!seen.has(parent)) climb(parent, new Set([...seen, parent]));
  };
  climb(doc.path, new Set([doc.path]));
  if (roots.size === 0) return anchors;
  const included = new Map<string, string[]>();
  for (const [child, parents] of map)
    for (const parent of parents) included.set(parent, [...(included.get(parent) ?? []), child]);
  const collect = (page: string, seen: Set<string>): void => {
    for (const anchor of anchorsOf(docsByPath.get(page), mkdocs)) anchors.add(anchor);
    for (const child of included.get(page) ?? [])
      if (!seen.has(child)) collect(child, new Set([...seen, child]));
  };
  for (const root of roots) collect(root, new Set([root]));
  return anchors;
}
