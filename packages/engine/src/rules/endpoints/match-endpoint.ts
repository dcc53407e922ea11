import type { ResolvedRoute } from '../../index/resolve-routes.js';

function segments(norm: string): string[] {
  return norm.split('/').filter(Boolean);
}

/** Routes whose path is the doc path, allowing docs relative to a base and routers mounted where we could not see. */
export function routesAtPath(routes: ResolvedRoute[], norm: string): ResolvedRoute[] {
  const exact = routes.filter((r) => r.norm === norm);
  if (exact.length > 0) return exact;
  return routes.filter(
    (r) =>
      (r.norm.endsWith(norm) && r.norm[r.norm.length - norm.length - 1] === '/' && norm !== '/') ||
      (!r.rooted && r.norm !== '/' && norm.endsWith(r.norm) && norm[norm.length - r.norm.length - 1] === '/'),
  );
}

/** 0..1 likeness of two normalised paths: shared leading and trailing segments. */
export function pathSimilarity(a: string, b: string): number {
  const sa = segments(a);
  const sb = segments(b);
  if (sa.length === 0 || sb.length === 0) return 0;
  let lead = 0;
  while (lead < sa.length && lead < sb.length && sa[lead] === sb[lead]) lead++;
  let tail = 0;
  while (
    tail < sa.length - lead &&
    tail < sb.length - lead &&
    sa[sa.length - 1 - tail] === sb[sb.length - 1 - tail]
  )
    tail++;
  return (lead + tail) / Math.max(sa.length, sb.length);
}

/** The route a drifted doc endpoint most likely meant. */
export function closestRoute(
  routes: ResolvedRoute[],
  method: string,
  norm: string,
): ResolvedRoute | undefined {
  let best: ResolvedRoute | undefined;
  let bestScore = 0.3;
  for (const r of routes) {
    const score = pathSimilarity(norm, r.norm) + (r.method === method ? 0.15 : 0);
    if (score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}
