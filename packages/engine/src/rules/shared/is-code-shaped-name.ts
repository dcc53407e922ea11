/**
 * A bare word in a code span that can only be a name in code: two or more words joined in
 * PascalCase (`CommanderError`), camelCase (`setOptionValue`) or snake_case (`fetch_user`).
 * Single words (`summary`, `Options`) are as often plain terms set in code style.
 */
const CODE_SHAPED =
  /^(?:[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)$/;

export function isCodeShapedName(text: string): boolean {
  return text.length >= 6 && CODE_SHAPED.test(text);
}

/**
 * A bare word in a code span that reads as a type or an exported Go name (`Format`, `DPanic`):
 * capitalised, with a lower-case letter (not an acronym such as `JSON`), four characters or more.
 * Only git history showing the project's own declaration removed makes one a claim.
 */
export function isCapitalisedName(text: string): boolean {
  return /^[A-Z][A-Za-z0-9]{3,}$/.test(text) && /[a-z]/.test(text);
}
