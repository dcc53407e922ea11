import type { PageObjectResponse } from '@notionhq/client';
import { plainText } from './render-notion-rich-text.js';

/** A page's title is whichever of its properties has the title type (its name differs per database). */
export function notionPageTitle(page: PageObjectResponse): string {
  for (const property of Object.values(page.properties)) {
    if (property.type === 'title') return plainText(property.title) || 'Untitled';
  }
  return 'Untitled';
}
