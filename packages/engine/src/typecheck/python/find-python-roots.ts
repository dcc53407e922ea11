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
  /** Every importable dotted name: modules and the packages above them (`pkg`, `pkg.sub`). */
  packages: Set<string>;
  /** Top-level package and module names the project's own code provides. */
  topNames: Set<string>;
}

/**
 * Where the project's Python code is imported from, read from its files rather than its packaging
 * metadata: a package is a folder with `__init__.py`, and its root is the folder above the outermost
 * such folder (`src/` layouts, flat layouts and `lib/`-style `package-dir` settings all come out right).
 * Folders without `__init__.py` inside a package are namespace packages of it. Loose modules with
 * no package only count at the top of the tree or of `src/`.
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
    const root = rootOf(path.posix.dirname(file.path), initDirs);
    if (root === undefined || isTestRoot(root, file.path)) continue;
    roots.add(root);
    const rel = path.posix.relative(root === '.' ? '' : root, file.path).replace(/\.py$/, '');
    const name = rel
      .split('/')
      .join('.')
      .replace(/\.__init__$/, '');
    if (name && name !== '__init__' && name !== 'setup' && name !== 'conftest')
      modules.push({ name, path: file.path });
  }
  const packages = new Set(
    modules.flatMap((m) => m.name.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
  );
  const topNames = new Set(modules.map((m) => m.name.split('.')[0] ?? m.name));
  return { roots: [...roots].sort(), modules, packages, topNames };
}

/** The folder above the outermost package folder holding `dir`; `dir` itself for loose top-level modules. */
function rootOf(dir: string, initDirs: Set<string>): string | undefined {
  let outermost: string | undefined;
  for (let d = dir; d !== '.' && d !== '/' && d !== ''; d = path.posix.dirname(d)) {
    if (initDirs.has(d)) outermost = d;
  }
  if (outermost !== undefined) return path.posix.dirname(outermost);
  return dir === '.' || dir === 'src' ? dir : undefined;
}

/** `tests/`, `docs/` and example folders import the project; they are not part of it. */
function isTestRoot(root: string, file: string): boolean {
  const first = (root === '.' ? file : root).split('/')[0] ?? '';
  return /^(tests?|testing|docs?|examples?|benchmarks?|scripts)$/.test(first);
}
