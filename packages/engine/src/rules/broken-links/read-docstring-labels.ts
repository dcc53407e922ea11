import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';

const LABEL = /^[ \t]*\.\. _([^:\n`]+):[ \t]*$/gm;

/**
 * Sphinx labels Python docstrings define (`.. _sink:` in a method's docstring): autodoc renders
 * them into the pages, so :ref:`sink` resolves though no doc file defines it.
 */
export function readDocstringLabels(index: ProjectIndex): string[] {
  const labels: string[] = [];
  for (const file of index.files) {
    if (file.language !== 'python') continue;
    let text = '';
    try {
      text = readFileSync(path.join(index.root, file.path), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(LABEL)) if (m[1]) labels.push(m[1].trim());
  }
  return labels;
}
