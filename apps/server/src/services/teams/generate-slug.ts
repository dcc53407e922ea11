import { randomBytes } from 'node:crypto';
import { type Database, isSlugTaken } from '@driftwatch/db';

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return slug || 'team';
}

/** The name's slug, or the slug with a short random suffix when it is taken. */
export async function generateUniqueSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  if (!(await isSlugTaken(db, base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await isSlugTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}
