/** Code hosts whose web pages Driftwatch knows how to link to. */
export type KnownHost = 'github.com' | 'gitlab.com' | 'bitbucket.org';

export function asKnownHost(host: string | null): KnownHost | null {
  if (host === 'github.com' || host === 'gitlab.com' || host === 'bitbucket.org') return host;
  return null;
}
