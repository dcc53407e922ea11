import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProjectNames {
  /** Package/module names a doc may import the project by (`@paylane/sdk`, `geokit`, a Go module path). */
  packages: Set<string>;
  /** Command names the project installs (`imgshrink`, `hourglass`). */
  bins: Set<string>;
  /** JavaScript entry files named by package.json (`main`, `module`, `types`, `exports`). */
  entries: Set<string>;
}

function collectEntryPaths(value: unknown, dir: string, out: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('./') || /^[\w.-]+\//.test(value) || /\.[cm]?[jt]s$/.test(value)) {
      out.add(path.posix.normalize(path.posix.join(dir, value)));
    }
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectEntryPaths(v, dir, out);
  }
}

function tomlSection(text: string, header: string): string {
  const start = text.indexOf(`[${header}]`);
  if (start < 0) return '';
  const rest = text.slice(start + header.length + 2);
  const next = rest.search(/^\[/m);
  return next < 0 ? rest : rest.slice(0, next);
}

function tomlKeys(section: string): string[] {
  return [...section.matchAll(/^\s*["']?([\w.-]+)["']?\s*=/gm)].map((m) => m[1] ?? '').filter(Boolean);
}

/** Package and command names from package.json, pyproject.toml, setup.cfg, go.mod and Cargo.toml. */
export function readManifests(root: string, manifests: string[], codeFiles: string[]): ProjectNames {
  const names: ProjectNames = { packages: new Set(), bins: new Set(), entries: new Set() };
  for (const rel of manifests) {
    let text: string;
    try {
      text = readFileSync(path.join(root, rel), 'utf8');
    } catch {
      continue;
    }
    const base = path.posix.basename(rel);
    if (base === 'package.json') {
      try {
        const pkg: unknown = JSON.parse(text);
        if (typeof pkg !== 'object' || pkg === null) continue;
        const name = 'name' in pkg && typeof pkg.name === 'string' ? pkg.name : undefined;
        if (name) names.packages.add(name);
        const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
        for (const key of ['main', 'module', 'types', 'typings', 'exports'] as const) {
          if (key in pkg) collectEntryPaths((pkg as Record<string, unknown>)[key], dir, names.entries);
        }
        const bin = 'bin' in pkg ? pkg.bin : undefined;
        if (typeof bin === 'string' && name) names.bins.add(name.replace(/^@[^/]+\//, ''));
        else if (bin && typeof bin === 'object') for (const key of Object.keys(bin)) names.bins.add(key);
      } catch {
        // a broken package.json names nothing
      }
    } else if (base === 'pyproject.toml' || base === 'Cargo.toml') {
      const project =
        tomlSection(text, base === 'Cargo.toml' ? 'package' : 'project') || tomlSection(text, 'tool.poetry');
      const name = /^\s*name\s*=\s*["']([^"']+)["']/m.exec(project)?.[1];
      if (name) names.packages.add(name);
      for (const key of [
        ...tomlKeys(tomlSection(text, 'project.scripts')),
        ...tomlKeys(tomlSection(text, 'tool.poetry.scripts')),
      ])
        names.bins.add(key);
      for (const m of text.matchAll(/\[\[bin\]\]\s*\n\s*name\s*=\s*["']([^"']+)["']/g))
        if (m[1]) names.bins.add(m[1]);
    } else if (base === 'go.mod') {
      const module = /^module\s+(\S+)/m.exec(text)?.[1];
      if (module) names.packages.add(module);
    } else if (base === 'setup.py' || base === 'setup.cfg') {
      const name = /name\s*=\s*["']([\w.-]+)["']/.exec(text)?.[1];
      if (name) names.packages.add(name);
      for (const m of text.matchAll(/["']?([\w-]+)\s*=\s*[\w.]+:\w+/g)) if (m[1]) names.bins.add(m[1]);
    }
  }
  for (const file of codeFiles) {
    const cmd = /^(?:.*\/)?cmd\/([\w-]+)\/[^/]+\.go$/.exec(file)?.[1];
    if (cmd) names.bins.add(cmd);
    const bin = /^bin\/([\w-]+)(\.[cm]?js)?$/.exec(file)?.[1];
    if (bin) names.bins.add(bin);
    // Python top-level packages and Go package folders are importable names too.
    const pyPackage = /^(?:src\/)?([A-Za-z_]\w*)\/__init__\.py$/.exec(file)?.[1];
    if (pyPackage) names.packages.add(pyPackage);
  }
  return names;
}
