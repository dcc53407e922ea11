export type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds a query string. Empty values are dropped, and so are filters whose value is `all`
 * (`all` means no filter, so it is left out of the URL).
 */
export function buildQuery(params: Record<string, QueryValue> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
