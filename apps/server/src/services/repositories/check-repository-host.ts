import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { RepositoryLocation } from '@driftwatch/integrations';
import { isPrivateAddress } from '../network/is-private-address.js';

/** Every address a host name resolves to (the system resolver, as git's own lookup uses). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const lookupHostAddresses: HostLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export const privateHostMessage =
  'Repositories on private or local network addresses cannot be connected here. Use the URL of a repository on a public host.';

export function unknownHostMessage(hostname: string): string {
  return `The host ${hostname} could not be found. Check the repository URL.`;
}

/** What a host check found wrong; `retryable` when the resolver failed rather than answered. */
export interface HostProblem {
  message: string;
  retryable: boolean;
}

/** The host name or IP of a remote location, without brackets or port. */
export function hostnameOf(location: Pick<RepositoryLocation, 'host'>): string | null {
  const host = location.host;
  if (!host) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  const withPort = /^([^:]+):\d+$/.exec(host);
  return (withPort?.[1] ?? host).replace(/\.$/, '');
}

/**
 * Why a hosted install must not let git talk to this remote: its host is this machine or a private
 * network (loopback, RFC 1918, link-local with the cloud metadata service, unique-local IPv6), by
 * address or by any address its name resolves to. Null when the remote is on a public host.
 */
export async function findHostProblem(
  location: Pick<RepositoryLocation, 'kind' | 'host'>,
  resolve: HostLookup = lookupHostAddresses,
): Promise<HostProblem | null> {
  if (location.kind !== 'remote') return null;
  const hostname = hostnameOf(location);
  if (!hostname) return { message: privateHostMessage, retryable: false };
  // RFC 6761: names under .localhost are this machine, whatever a resolver answers for them.
  if (hostname.toLowerCase().endsWith('.localhost')) return { message: privateHostMessage, retryable: false };
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    return { message: unknownHostMessage(hostname), retryable: code !== 'ENOTFOUND' };
  }
  if (addresses.length === 0) return { message: unknownHostMessage(hostname), retryable: false };
  // One private answer is enough: git may pick any of them, and a name can be made to answer both.
  return addresses.some(isPrivateAddress) ? { message: privateHostMessage, retryable: false } : null;
}
