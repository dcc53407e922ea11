import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';

/** Pages Sphinx writes itself. */
const SPECIAL_PAGES = new Set(['genindex', 'modindex', 'py-modindex', 'search']);
const FILE_SUFFIX =
  /^(md|mdx|rst|txt|html?|py|js|ts|json|ya?ml|toml|ini|cfg|png|svg|jpe?g|gif|pdf|sh|go|rs|java|rb|php|cs|xml|csv|zip|gz|lock)$/i;

const sourceDirs = new WeakMap<ProjectIndex, string[]>();

/** Folders holding a Sphinx `conf.py`: the source folders the docs build from. */
function sphinxSourceDirs(index: ProjectIndex): string[] {
  let dirs = sourceDirs.get(index);
  if (!dirs) {
    dirs = [...index.allFiles].filter((f) => /(^|\/)conf\.py$/.test(f)).map((f) => path.posix.dirname(f));
    sourceDirs.set(index, dirs);
  }
  return dirs;
}

/** A project whose docs Sphinx builds (a `conf.py` somewhere). */
export function isSphinxProject(index: ProjectIndex): boolean {
  return sphinxSourceDirs(index).length > 0;
}

/**
 * A link target a Sphinx build resolves though no file of that path exists: its own index and
 * search pages, a dotted object name MyST resolves (`[text](pkg.module.Name)`; `config.yaml` is a
 * file), or a page named relative to the source folder, which is where a page included from
 * there (`CHANGES.rst` into `docs/changes.rst`) has its :doc: links resolved.
 */
export function isSphinxTarget(
  index: ProjectIndex,
  rawPath: string,
  isPage: (page: string) => boolean,
): boolean {
  const roots = sphinxSourceDirs(index);
  if (roots.length === 0) return false;
  if (SPECIAL_PAGES.has(rawPath)) return true;
  if (
    /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(rawPath) &&
    !FILE_SUFFIX.test(rawPath.slice(rawPath.lastIndexOf('.') + 1))
  )
    return true;
  return roots.some((root) => {
    const target = path.posix.normalize(
      path.posix.join(root === '.' ? '' : root, rawPath.replace(/^\//, '')),
    );
    return !target.startsWith('..') && (index.allFiles.has(target) || isPage(target));
  });
}
