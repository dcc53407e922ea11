/** A pr_limit of -1 or 0 means unlimited pull requests. */
export function isUnlimited(prLimit: number): boolean {
  return prLimit <= 0;
}
