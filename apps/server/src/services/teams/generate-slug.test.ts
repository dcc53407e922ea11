import { describe, expect, it } from 'vitest';
import { slugify } from './generate-slug.js';

describe('slugify', () => {
  it('turns a team name into a URL-safe slug', () => {
    expect(slugify('Acme Documentation Team')).toBe('acme-documentation-team');
    expect(slugify('  Café & Crème — Docs!  ')).toBe('cafe-creme-docs');
    expect(slugify('***')).toBe('team');
    expect(slugify('a'.repeat(80))).toHaveLength(48);
  });
});
