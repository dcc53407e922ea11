/**
 * What `choose` picks from `candidates`, or undefined when another candidate ties with it. The
 * closest-name helpers keep the first of equally good candidates, so a tie shows as a different
 * pick from the reversed list; a fix offered as certain must not depend on the order of a list.
 */
export function uniqueChoice<T>(
  candidates: readonly T[],
  choose: (candidates: T[]) => string | undefined,
): string | undefined {
  const pick = choose([...candidates]);
  return pick !== undefined && choose([...candidates].reverse()) === pick ? pick : undefined;
}
