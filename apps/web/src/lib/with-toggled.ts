/** A copy of the set with the value added (on) or removed (off); selections are state, so never mutated. */
export function withToggled<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
