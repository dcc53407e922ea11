import { uniqueChoice } from '../../util/unique-choice.js';
import { closestAnchor } from './closest-anchor.js';

/** The anchor a broken one most likely meant, and a rename of it when no other slug ties. */
export function anchorFix(url: string, anchor: string, slugs: Set<string>) {
  const near = closestAnchor(anchor, slugs);
  const certain = near !== undefined && uniqueChoice([...slugs], (c) => closestAnchor(anchor, c)) === near;
  const written = url.slice(url.indexOf('#'));
  return { near, rename: certain ? { from: written, to: `#${near}` } : undefined };
}
