import path from 'node:path';
import type { FileFacts } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';

/** A `_private` module or package anywhere in the path (`click/_termui_impl.py`, `typer/_click/core.py`). */
export function isPrivatePythonPath(file: string): boolean {
  if (!/\.pyi?$/.test(file)) return false;
  return file
    .replace(/\.pyi?$/, '')
    .split('/')
    .some((part) => part.startsWith('_') && !/^__\w+__$/.test(part));
}

interface Surface {
  /** Names the package `__init__` imports from its own modules. */
  names: Set<string>;
  /** Modules (file paths) the `__init__` imports with `*`: all their public names are public. */
  wildcard: Set<string>;
}

/** The module file a relative or package-absolute import of an `__init__.py` names, if it is in the index. */
function targetOf(init: FileFacts, source: string, files: Set<string>): string | undefined {
  const dir = path.posix.dirname(init.path);
  let rel: string | undefined;
  if (source.startsWith('.')) {
    const dots = /^\.+/.exec(source)?.[0].length ?? 1;
    const up = Array.from({ length: dots - 1 }, () => '..');
    rel = path.posix.join(dir, ...up, ...source.slice(dots).split('.').filter(Boolean));
  } else if (init.module && source.startsWith(`${init.module}.`)) {
    rel = path.posix.join(dir, ...source.slice(init.module.length + 1).split('.'));
  }
  if (rel === undefined) return undefined;
  return [`${rel}.py`, `${rel}/__init__.py`, `${rel}.pyi`].find((candidate) => files.has(candidate));
}

/**
 * Public surface of Python packages: what each `__init__.py` re-exports from its own modules
 * (`from .core import Command`). Keyed by the package folder; packages that re-export nothing
 * are left out, so their modules keep their own public names.
 */
export function findPythonPublicSurface(index: ProjectIndex): Map<string, Surface> {
  const surfaces = new Map<string, Surface>();
  const files = new Set(index.files.map((f) => f.path));
  for (const init of index.files) {
    if (!/(^|\/)__init__\.pyi?$/.test(init.path)) continue;
    const surface: Surface = { names: new Set(), wildcard: new Set() };
    for (const imp of init.imports) {
      const target = targetOf(init, imp.source, files);
      if (!target) continue;
      for (const name of imp.names) {
        if (name === '*') surface.wildcard.add(target);
        // `from .version import __version__` re-exports metadata, not API.
        else if (!/^__\w+__$/.test(name)) surface.names.add(name);
      }
    }
    if (surface.names.size === 0 && surface.wildcard.size === 0) continue;
    for (const s of init.symbols) if (s.exported && !s.container) surface.names.add(s.name);
    surfaces.set(path.posix.dirname(init.path), surface);
  }
  return surfaces;
}

/** Whether a symbol of a Python module is part of its package's public surface (true when the package declares none). */
export function isOnPythonSurface(surfaces: Map<string, Surface>, file: string, name: string): boolean {
  if (!/\.pyi?$/.test(file) || /(^|\/)__init__\.pyi?$/.test(file)) return true;
  // The nearest package up the folders that re-exports anything decides.
  for (let dir = path.posix.dirname(file); dir !== '.' && dir !== ''; dir = path.posix.dirname(dir)) {
    const surface = surfaces.get(dir);
    if (!surface) continue;
    return surface.wildcard.has(file) || surface.names.has(name);
  }
  return true;
}

/**
 * A Python file in a folder without `__init__.py` (`scripts/fuzz.py`, `tools/gen.py`) is a script,
 * not an importable module; top-level modules (`six.py`, `src/six.py`) are importable.
 */
export function isPythonScript(file: string, allFiles: Set<string>): boolean {
  if (!/\.py$/.test(file)) return false;
  const dir = path.posix.dirname(file);
  if (dir === '.' || dir === 'src') return false;
  return !allFiles.has(`${dir}/__init__.py`) && !allFiles.has(`${dir}/__init__.pyi`);
}
