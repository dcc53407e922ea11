import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';

const linesCache = new WeakMap<ProjectIndex, Map<string, string[]>>();

/** A doc page's lines as on disk, read once per scan and only for the few lines a rule asks about. */
export function readDocLines(index: ProjectIndex, file: string): string[] {
  let files = linesCache.get(index);
  if (!files) {
    files = new Map();
    linesCache.set(index, files);
  }
  let lines = files.get(file);
  if (!lines) {
    try {
      lines = readFileSync(path.join(index.root, file), 'utf8').split('\n');
    } catch {
      lines = [];
    }
    files.set(file, lines);
  }
  return lines;
}
