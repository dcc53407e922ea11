// GitHub's heading anchors (github-slugger): lower-case; keep letters, marks, decimal and letter
// numbers, connector punctuation (`_`), alphabetic symbols (`Ⓐ`), spaces and `-`; drop the rest
// (other punctuation, other dashes, symbols and emoji, other numbers such as `²`, other spaces,
// controls); each space becomes a hyphen, so a slug may start or end with one, and nothing is
// trimmed or collapsed. Repeated slugs get -1, -2, ... in document order.

const STRIP = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\p{Alphabetic} -]/gu;

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
