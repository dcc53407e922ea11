import { readFileSync } from 'node:fs';
import path from 'node:path';

const MAX_BYTES = 512 * 1024;

export interface LazyFileNames {
  /** Which files to read. */
  include: (file: string) => boolean;
  /** At most this many files are read (the rest are skipped). */
  maxFiles: number;
  /** Adds the names a file's text yields. */
  collect: (text: string, add: (name: string) => void) => void;
}

/**
 * A name lookup over files outside the indexed code, read once and only when a rule first asks:
 * most scans never need them. Files over 512 KB or unreadable are skipped.
 */
export function createLazyFileNames(
  root: string,
  allFiles: Set<string>,
  options: LazyFileNames,
): (name: string) => boolean {
  let names: Set<string> | undefined;
  return (name: string) => {
    names ??= readNames(root, allFiles, options);
    return names.has(name);
  };
}

function readNames(root: string, allFiles: Set<string>, options: LazyFileNames): Set<string> {
  const names = new Set<string>();
  const add = (name: string) => names.add(name);
  let count = 0;
  for (const file of allFiles) {
    if (!options.include(file) || ++count > options.maxFiles) continue;
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (text.length <= MAX_BYTES) options.collect(text, add);
  }
  return names;
}
