/** Fills `:name` segments of a contract route path with URL-encoded values. */
export function pathWith(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });
}
