import type { DocFile } from '../../model/doc.js';

/**
 * A page that documents one name with several parameter lists (`.. class:: numeric_range(stop)`
 * then `.. autoclass:: numeric_range(start, stop[, step])`) shows overloads of what takes them
 * through `*args`: each stays a claim that the name exists, without a parameter list to compare.
 */
export function mergeOverloads(doc: DocFile): void {
  const lists = new Map<string, Set<string>>();
  const nameOf = (value: string) => value.replace(/\(.*$/s, '');
  for (const span of doc.spans) {
    if (!span.role || !span.value.includes('(')) continue;
    const name = nameOf(span.value);
    lists.set(name, (lists.get(name) ?? new Set()).add(span.value));
  }
  for (const span of doc.spans)
    if (span.role && (lists.get(nameOf(span.value))?.size ?? 0) > 1) span.value = nameOf(span.value);
}
