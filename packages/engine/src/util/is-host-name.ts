/** Top-level domains that end host names written in docs. */
const HOST_SUFFIX = /^(com|org|net|io|edu|gov)$/;

/** ``quart.com`` (a Host header's value), `example.org`: a host name, not a package's member. */
export function isHostName(chain: string[]): boolean {
  return chain.length > 1 && HOST_SUFFIX.test(chain[chain.length - 1] ?? '');
}
