import path from 'node:path';
import type { FileFacts } from '../../facts/types.js';

/** A Python module of the project and the source root it is imported from. */
interface PythonModule {
  /** Dotted import name: `pkg.client` (`pkg/__init__.py` is `pkg`). */
  name: string;
  path: string;
}

export interface PythonLayout {
  /** Folders relative to the scanned root that `import <package>` resolves from (`src`, `.`). */
  roots: string[];
  modules: PythonModule[];
  /** Top-level package and module names the project's own code provides. */
  topNames: Set<string>;
}

/**
 * Where the project's Python code is imported from, read from its files rather than its packaging
 * metadata: a package is a folder with `__init__.py`, and its root is the folder above the outermost
 * such folder (`src/` layouts, flat layouts and `lib/`-style `package-dir` settings all come out right).
 * Loose modules with no package only count at the top of the tree or of `src/`.
 */
export function findPythonRoots(files: FileFacts[]): PythonLayout {
  const python = files.filter((f) => f.language === 'python' && !f.path.endsWith('.pyi'));
  const initDirs = new Set(
    python
      .filter((f) => path.posix.basename(f.path) === '__init__.py')
      .map((f) => path.posix.dirname(f.path)),
  );
  const roots = new Set<string>();
  const modules: PythonModule[] = [];
  for (const file of python) {
    let dir = path.posix.dirname(file.path);
    if (!initDirs.has(dir) && dir !== '.' && dir !== 'src') continue;
    while (initDirs.has(dir)) dir = path.posix.dirname(dir);
    if (isTestRoot(dir, file.path)) continue;
    roots.add(dir);
    const rel = path.posix.relative(dir === '.' ? '' : dir, file.path).replace(/\.py$/, '');
    const name = rel
      .split('/')
      .join('.')
      .replace(/\.__init__$/, '');
    if (name && name !== '__init__' && name !== 'setup' && name !== 'conftest')
      modules.push({ name, path: file.path });
  }
  const topNames = new Set(modules.map((m) => m.name.split('.')[0] ?? m.name));
  return { roots: [...roots].sort(), modules, topNames };
}

/** `tests/`, `docs/` and example folders import the project; they are not part of it. */
function isTestRoot(root: string, file: string): boolean {
  const first = (root === '.' ? file : root).split('/')[0] ?? '';
  return /^(tests?|testing|docs?|examples?|benchmarks?|scripts)$/.test(first);
}
