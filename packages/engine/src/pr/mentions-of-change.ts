import { collectEndpointClaims } from '../docs/collect-endpoint-claims.js';
import { normalizeRoutePath } from '../index/normalize-route-path.js';
import type { DocFile } from '../model/doc.js';
import type { ApiChange } from './diff-api-surface.js';
import { findDocMentions, type Mention } from './find-doc-mentions.js';

/** Where a doc names what a change touched: the same route for a route, the name elsewhere. */
export function mentionsOfChange(doc: DocFile, change: ApiChange): Mention[] {
  if (change.kind === 'route') {
    const norm = normalizeRoutePath(change.name);
    return collectEndpointClaims(doc)
      .filter((c) => normalizeRoutePath(c.path) === norm)
      .map((c) => ({ line: c.line, text: c.raw }));
  }
  return findDocMentions(doc, change.name, change.member === true);
}
