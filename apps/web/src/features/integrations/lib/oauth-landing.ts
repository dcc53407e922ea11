import {
  type ConnectProvider,
  type ConnectSource,
  connectProviderSchema,
  connectReturnPages,
  connectSourceSchema,
} from '@driftwatch/contract';

/** What the OAuth handler page does with the address it was opened at. */
export type OauthLanding =
  | { kind: 'redirect'; to: string; token: string | null }
  | { kind: 'failed'; code: string; integration: string }
  | { kind: 'connect'; integration: ConnectProvider; source: ConnectSource; params: Record<string, string> }
  | { kind: 'unknown-integration'; integration: string }
  | { kind: 'invalid' };

/** Query values the handler reads itself; every other value is passed on to the provider's flow. */
const ownParams = new Set(['integration', 'source', 'success', 'error', 'user', 'token']);

function parseSource(source: string | null): ConnectSource | null {
  const parsed = connectSourceSchema.safeParse(source);
  return parsed.success ? parsed.data : null;
}

function withQuery(page: string, values: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== null) query.set(name, value);
  return `${page}?${query.toString()}`;
}

/**
 * Reads the handler's address: a sign-in token, a provider's return (`success` or `error`, sent back
 * to the screen the flow started from), or an integration to connect (route parameter or query).
 */
export function oauthLanding(routeIntegration: string | undefined, params: URLSearchParams): OauthLanding {
  const token = params.get('token');
  if (token) return { kind: 'redirect', to: '/dashboard', token };
  const source = parseSource(params.get('source'));
  const integration = routeIntegration ?? params.get('integration');

  const success = params.get('success');
  if (success) {
    const to = withQuery(connectReturnPages[source ?? 'integrations'], {
      success,
      user: params.get('user'),
    });
    return { kind: 'redirect', to, token: null };
  }
  const error = params.get('error');
  if (error) {
    if (source)
      return { kind: 'redirect', to: withQuery(connectReturnPages[source], { error }), token: null };
    // A sign-in through a provider (no connect source) failed: the sign-in screen says so.
    if (!integration) return { kind: 'redirect', to: withQuery('/signin', { error }), token: null };
    return { kind: 'failed', code: error, integration };
  }

  if (!integration) return { kind: 'invalid' };
  const provider = connectProviderSchema.safeParse(integration);
  if (!provider.success) return { kind: 'unknown-integration', integration };
  const passOn: Record<string, string> = {};
  for (const [name, value] of params) if (!ownParams.has(name)) passOn[name] = value;
  return { kind: 'connect', integration: provider.data, source: source ?? 'integrations', params: passOn };
}
