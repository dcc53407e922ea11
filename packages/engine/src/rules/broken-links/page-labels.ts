import type { ProjectIndex } from '../../index/project-index.js';

const labelCache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * Sphinx/MyST labels (`.. _x:`, `(labels/line-length)=` above a heading), which :ref: and
 * `[text](labels/line-length)` name from any page.
 */
export function pageLabels(index: ProjectIndex): Set<string> {
  let labels = labelCache.get(index);
  if (!labels) {
    labels = new Set(index.docs.flatMap((doc) => doc.labels ?? []));
    labelCache.set(index, labels);
  }
  return labels;
}
