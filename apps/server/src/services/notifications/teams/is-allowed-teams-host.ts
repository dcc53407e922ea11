/** True when the host is listed, or is a subdomain of a `*.domain` entry (the bare domain is not). */
export function isAllowedTeamsHost(allowed: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}
