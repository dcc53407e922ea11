import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { RepositoryLocation } from '@driftwatch/integrations';
import { isPrivateAddress } from '../notifications/is-private-address.js';

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

/** Eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  const groups = [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/**
 * Whether git would reach this machine or a private network at the address. IPv4 goes through the
 * webhook rule (loopback, RFC 1918, link-local with the cloud metadata service, CGNAT, reserved).
 * IPv6 is judged on its groups, so every spelling counts the same: IPv4-mapped forms
 * (`::ffff:7f00:1` is how a URL writes `[::ffff:127.0.0.1]`) and 6to4 count as their IPv4 address;
 * ::/96 (with :: and ::1), unique-local fc00::/7, link-local fe80::/10, site-local, multicast,
 * NAT64 and documentation prefixes are refused.
 */
export function isPrivateHostAddress(address: string): boolean {
  if (isIP(address) === 4) return isPrivateAddress(address);
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0) {
    // ::ffff:0:0/96 is IPv4 written as IPv6; the rest of ::/80 (::, ::1, IPv4-compatible) is reserved.
    return f === 0xffff ? isPrivateAddress(ipv4Of(g, h)) : true;
  }
  if (a === 0x2002) return isPrivateAddress(ipv4Of(b, c));
  return (
    (a & 0xfe00) === 0xfc00 ||
    (a & 0xffc0) === 0xfe80 ||
    (a & 0xffc0) === 0xfec0 ||
    (a & 0xff00) === 0xff00 ||
    (a === 0x64 && b === 0xff9b) ||
    (a === 0x2001 && b === 0x0db8)
  );
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
  return addresses.some(isPrivateHostAddress) ? { message: privateHostMessage, retryable: false } : null;
}
