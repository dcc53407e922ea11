import type { MappingConfigColumn } from '@driftwatch/db';
import type { DriftwatchConfig } from '@driftwatch/engine';

/**
 * The mapping's patterns are written like .gitignore entries ("*.ts", "docs/*", "node_modules"):
 * a pattern without a slash matches at any depth. The engine takes globs over paths relative to
 * the root, so each pattern is rewritten to the glob that means the same.
 */
export function toPathGlob(pattern: string): string {
  let glob = pattern.trim().replace(/^\.\//, '');
  const anchored = glob.startsWith('/');
  glob = glob.replace(/^\/+/, '');
  if (glob.endsWith('/*')) glob = `${glob.slice(0, -2)}/**`;
  else if (glob.endsWith('/')) glob = `${glob}**`;
  if (!anchored && !glob.includes('/')) return `**/${glob}`;
  return glob;
}

/** An excluded name also excludes everything below it. */
function toExcludeGlobs(pattern: string): string[] {
  const glob = toPathGlob(pattern);
  return glob.endsWith('/**') ? [glob] : [glob, `${glob}/**`];
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** The engine configuration a repository's file mapping asks for. */
export function buildEngineConfig(mapping: MappingConfigColumn): Partial<DriftwatchConfig> {
  const docs = unique([
    ...mapping.docPatterns.map(toPathGlob),
    ...mapping.docFolders.map((folder) => toPathGlob(`/${folder.replace(/^\/+|\/+$/g, '')}/`)),
    ...(mapping.mainDocFile ? [mapping.mainDocFile.replace(/^\/+/, '')] : []),
  ]);
  const exclude = unique([...mapping.ignorePatterns, ...mapping.ignorePaths].flatMap(toExcludeGlobs));
  return {
    docs,
    code: unique(mapping.codePatterns.map(toPathGlob)),
    exclude,
    ...(mapping.mainDocFile ? { mainDoc: mapping.mainDocFile } : {}),
  };
}
