/**
 * reStructuredText pages: `.rst` (Sphinx, docutils, PyPI READMEs), the rarer `.rest`, and `.txt`,
 * which discovery only passes on as a page from a Sphinx source folder that declares that suffix.
 */
export function isRstPath(path: string): boolean {
  return /\.(?:rst|rest|txt)$/i.test(path);
}
