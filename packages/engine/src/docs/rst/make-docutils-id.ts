// The ids docutils (and so Sphinx and GitHub's reStructuredText rendering) gives sections and
// labels: lower-case, accents folded to ASCII, every run of other characters one hyphen, leading
// digits and hyphens and trailing hyphens dropped (`2. Getting Started!` -> `getting-started`).

/** Letters NFKD does not split into an ASCII base, as docutils maps them. */
const DIGRAPHS: Record<string, string> = {
  ß: 'sz',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
};

export function makeDocutilsId(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/[ßæœøđħıł]/g, (c) => DIGRAPHS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0080-\uffff]/g, '');
  return folded
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
}

/** A Sphinx label as :ref: matches it: case and runs of whitespace do not matter. */
export function normalizeLabel(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}
