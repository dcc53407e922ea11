import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ProjectIndex } from '../../index/project-index.js';

const CONFIGS = ['pydoc-markdown.yml', 'pydoc-markdown.yaml'];

interface PageNode {
  title?: unknown;
  name?: unknown;
  contents?: unknown;
  children?: unknown;
}

function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-');
}

/** `API Documentation > Operators > Find` with `contents:` is written to api-documentation/operators/find.md. */
function collectGenerated(pages: unknown, prefix: string, out: Set<string>): void {
  if (!Array.isArray(pages)) return;
  for (const page of pages as PageNode[]) {
    const label =
      typeof page?.name === 'string' ? page.name : typeof page?.title === 'string' ? page.title : '';
    if (!label) continue;
    const at = `${prefix}${slug(label)}`;
    if (page.contents !== undefined) out.add(`${at}.md`);
    collectGenerated(page.children, `${at}/`, out);
  }
}

const cache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * Pages a docs generator writes at build time from the code (pydoc-markdown's pages with
 * `contents:`), as paths under the site: a link to one is fine though no such file is checked in.
 */
function generatedPages(index: ProjectIndex): Set<string> {
  const known = cache.get(index);
  if (known) return known;
  const pages = new Set<string>();
  for (const config of CONFIGS.filter((c) => index.allFiles.has(c))) {
    try {
      const parsed = parse(readFileSync(path.join(index.root, config), 'utf8')) as {
        renderer?: { pages?: unknown };
      };
      collectGenerated(parsed?.renderer?.pages, '', pages);
    } catch {
      // A config we cannot read generates nothing we know of.
    }
  }
  cache.set(index, pages);
  return pages;
}

/** Whether a missing link target (`docs/api-documentation/document.md`) is a page the docs build generates. */
export function isGeneratedPage(index: ProjectIndex, target: string): boolean {
  const page = target.replace(/\/$/, '');
  for (const generated of generatedPages(index))
    if (page === generated || page.endsWith(`/${generated}`)) return true;
  return false;
}
