/**
 * Admonitions whose argument is already body text, in reStructuredText (`.. note:: Text`) and in
 * MyST (```{note} Text): the argument is read as the body's first line.
 */
export const ADMONITIONS_WITH_TEXT_FIRST: ReadonlySet<string> = new Set([
  'attention',
  'caution',
  'danger',
  'error',
  'hint',
  'important',
  'note',
  'tip',
  'warning',
  'seealso',
  'todo',
]);
