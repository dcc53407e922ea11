import { readFileSync } from 'node:fs';
import path from 'node:path';

const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const MANIFEST_SKIP = /(?:^|\/)(?:node_modules|tests?|examples?|fixtures?|benchmarks?)\//;

/**
 * What a doc example imports the project by: Python top-level packages, npm package names, Go
 * module paths, Rust crate names, Java/Kotlin packages; and the bare names those give in code
 * (`httpcore`, `winston`, `zerolog`, `serde_json`), which refer to the project wherever they appear.
 */
export function readProjectRoots(dir, files, allFiles) {
  const sources = new Set();
  const names = new Set();
  for (const file of files.code.python ?? []) {
    const parts = file.replace(/^(?:src|lib)\//, '').split('/');
    if (parts.length > 1 && allFiles.includes(file.replace(/[^/]+$/, '__init__.py'))) sources.add(parts[0]);
  }
  for (const file of allFiles.filter((f) => !MANIFEST_SKIP.test(f))) {
    const base = path.posix.basename(file);
    if (base === 'package.json') {
      const name = JSON.parse(read(dir, file)).name;
      if (typeof name === 'string') sources.add(name);
    } else if (base === 'go.mod') {
      const m = /^module\s+(\S+)/m.exec(read(dir, file));
      if (m) sources.add(m[1]);
    } else if (base === 'Cargo.toml') {
      const m = /^\[package\][^[]*?^name\s*=\s*"([^"]+)"/ms.exec(read(dir, file));
      if (m) sources.add(m[1].replace(/-/g, '_'));
    }
  }
  for (const source of sources) {
    const last = source
      .replace(/\/v\d+$/, '')
      .split(/[/.]/)
      .pop();
    if (/^[A-Za-z_$][\w$]*$/.test(last)) names.add(last);
  }
  // Java and Kotlin packages are imported by prefix; their last segment is no name of its own.
  for (const file of files.code.java ?? []) {
    const m = /^package\s+([\w.]+)/m.exec(read(dir, file));
    if (m) sources.add(m[1]);
  }
  return { sources, names };
}

/** Whether an import source (`pkg.sub`, `@scope/pkg/x`, `github.com/o/r/sub`) is the project's. */
export function isProjectSource(roots, source) {
  for (const root of roots.sources) {
    if (source === root || source.startsWith(`${root}/`) || source.startsWith(`${root}.`)) return true;
    if (source.startsWith(`${root}::`)) return true;
  }
  return false;
}
