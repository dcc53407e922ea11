import type { AffectedFile } from '@driftwatch/contract';

/** Functions, classes and exports named by the affected files, each once, in order. */
export function concernNames(files: readonly AffectedFile[]): string[] {
  return [...new Set(files.flatMap((file) => [...file.functions, ...file.classes, ...file.exports]))];
}

/** A table row shows up to 3 names plus a count of the rest. */
export function summarizeConcerns(names: readonly string[], shown = 3): { names: string[]; more: number } {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
