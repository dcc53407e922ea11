// Doc-like files the engine has no reader for. The report lists them as skipped, with why, so a
// project whose docs are in such a format does not get a clean report that read nothing.

const ANYWHERE: Array<[RegExp, string]> = [
  [/\.textile$/i, 'not read: Textile pages are not supported'],
  [/\.rdoc$/i, 'not read: RDoc pages are not supported'],
  [/\.org$/i, 'not read: Org pages are not supported'],
  [/\.pod$/i, 'not read: POD pages are not supported'],
];
/** Only in a docs folder are these pages rather than data. */
const IN_DOCS: Array<[RegExp, string]> = [
  [/\.txt$/i, 'not read: plain-text pages are not read (reStructuredText is read from .rst files)'],
  [/\.ipynb$/i, 'not read: Jupyter notebooks are not supported'],
];
const DOCS_DIR = /(^|\/)docs?\//;
/** Tooling files that sit in docs folders: dependency pins, spelling word lists, robots, licences. */
const NOT_A_PAGE =
  /(^|\/)(requirements|constraints|robots|cmakelists|licen[cs]e|copying|notice|spelling|wordlist|words|dictionary|dict)[^/]*\.txt$/i;

/** Why a doc-like file is not read, or undefined when it is no doc page. */
export function unsupportedDocReason(file: string): string | undefined {
  for (const [pattern, reason] of ANYWHERE) if (pattern.test(file)) return reason;
  if (DOCS_DIR.test(file) && !NOT_A_PAGE.test(file))
    for (const [pattern, reason] of IN_DOCS) if (pattern.test(file)) return reason;
  return undefined;
}
