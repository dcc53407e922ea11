/** Screens an integration connection can start from, and where the user returns to. */
const sourcePages: Record<string, string> = {
  setup: '/setup',
  integrations: '/integrations',
  repositories: '/repositories',
  knowledge: '/knowledge',
};

/** Where the generic OAuth landing sends the browser, from the query it was opened with. */
export function oauthReturnTarget(params: URLSearchParams): string {
  if (params.get('token')) return '/dashboard';
  const error = params.get('error');
  if (error) return `/signin?error=${encodeURIComponent(error)}`;
  const success = params.get('success');
  if (success) {
    const page = sourcePages[params.get('source') ?? ''] ?? '/integrations';
    return `${page}?success=${encodeURIComponent(success)}`;
  }
  return '/signin';
}
