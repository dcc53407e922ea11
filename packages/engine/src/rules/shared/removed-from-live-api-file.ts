import { classifyPath } from '../../discover/classify-path.js';
import type { ProjectIndex, RemovedSymbol } from '../../index/project-index.js';

/**
 * A removal that says a member left the project's API: taken out of an API file the project still
 * has. A file deleted whole (an old module, a demo app, a test) or a test or example file took its
 * declarations with it, and a doc's call of such a name is as likely a dependency's method
 * (`launch`), the page's own code (`getData`) or API that moved elsewhere.
 */
export function removedFromLiveApiFile(index: ProjectIndex, removed: RemovedSymbol): boolean {
  return (
    removed.path !== undefined && index.allFiles.has(removed.path) && classifyPath(removed.path) === 'code'
  );
}
