/** reStructuredText pages: `.rst` (Sphinx, docutils, PyPI READMEs) and the rarer `.rest`. */
export function isRstPath(path: string): boolean {
  return /\.(?:rst|rest)$/i.test(path);
}
