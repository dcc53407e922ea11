/** Fills `:id` of a drift-issue route. */
export function issuePath(route: string, id: string): string {
  return route.replace(':id', encodeURIComponent(id));
}
