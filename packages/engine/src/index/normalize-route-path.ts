/** Joins route prefixes the way routers do: no double or trailing slashes. */
export function joinRoutePath(...parts: Array<string | undefined>): string {
  const joined = parts
    .filter((p) => p !== undefined && p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  const withSlash = joined.startsWith('/') ? joined : `/${joined}`;
  return withSlash.length > 1 ? withSlash.replace(/\/$/, '') : withSlash;
}

/**
 * A comparable form of a route path: host and query dropped, every parameter spelling
 * (`:id`, `{id}`, `<int:id>`, `<id>`, `[id]`, `*`) turned into `{}`.
 */
export function normalizeRoutePath(raw: string): string {
  let p = raw.trim().replace(/^`|`$/g, '');
  p = p.replace(/^https?:\/\/[^/]+/, '');
  p = p.split(/[?#]/)[0] ?? p;
  p = p
    .split('/')
    .map((seg) => (/^(:\w+\??|\{[^}]*\}|<[^>]*>|\[[^\]]*\]|\*+|\$\w+)$/.test(seg) ? '{}' : seg.toLowerCase()))
    .join('/');
  return joinRoutePath(p);
}
