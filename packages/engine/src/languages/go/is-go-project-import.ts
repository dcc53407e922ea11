import type { ProjectIndex } from '../../index/project-index.js';

interface GoLayout {
  /** Package name of the Go files at the root of the checkout (`cobra`), when there are any. */
  rootPackage?: string;
  /** Folders holding Go code (`middleware`, `doc`). */
  packageDirs: Set<string>;
}

const layouts = new WeakMap<ProjectIndex, GoLayout>();

function goLayout(index: ProjectIndex): GoLayout {
  const known = layouts.get(index);
  if (known) return known;
  const layout: GoLayout = { packageDirs: new Set() };
  for (const file of index.files) {
    if (!file.path.endsWith('.go') || !file.module) continue;
    const slash = file.path.lastIndexOf('/');
    if (slash < 0) {
      if (file.module !== 'main' && !file.path.endsWith('_test.go')) layout.rootPackage ??= file.module;
    } else layout.packageDirs.add(file.path.slice(0, slash));
  }
  layouts.set(index, layout);
  return layout;
}

/** The package name of the Go code at the root of the checkout (`viper`), if any. */
export function rootGoPackage(index: ProjectIndex): string | undefined {
  return goLayout(index).rootPackage;
}

/** `cli.v1` (gopkg.in) and `cli` name the same package. */
function stripVersion(segment: string): string {
  return segment.replace(/\.v\d+$/, '');
}

/**
 * A checkout without go.mod (every Go project before modules) gives no module path, so its
 * import path is inferred: a remote path (`github.com/spf13/cobra`, `gopkg.in/urfave/cli.v1`)
 * whose segment after the host names the package at the root, followed by nothing, a major
 * version or a folder of the checkout (`github.com/labstack/echo/middleware`). With go.mod the
 * module path decides (an import of another major version is another API).
 */
export function isGoProjectImport(index: ProjectIndex, source: string): boolean {
  for (const p of index.names.packages) if (/^[\w-]+\.[\w.-]+\//.test(p)) return false;
  const segments = source.split('/');
  if (segments.length < 2 || !segments[0]?.includes('.')) return false;
  const layout = goLayout(index);
  if (!layout.rootPackage) return false;
  for (let i = 1; i < segments.length; i += 1) {
    if (stripVersion(segments[i] ?? '') !== layout.rootPackage) continue;
    let rest = segments.slice(i + 1);
    if (rest[0] && /^v\d+$/.test(rest[0])) rest = rest.slice(1);
    if (rest.length === 0 || layout.packageDirs.has(rest.join('/'))) return true;
  }
  return false;
}
