// GitHub's heading anchors (github-slugger): lower-case, drop punctuation, spaces to hyphens,
// and number repeated slugs -1, -2, ... in document order.

const STRIP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

function slugifyHeading(text: string): string {
  return text.toLowerCase().replace(STRIP, '').replace(/ /g, '-');
}

export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = slugifyHeading(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
