/** The in-app path remembered by RequireAuth, if the location state carries a safe one. */
export function readReturnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = state.from;
  // Only same-origin paths: "//host" would leave the app.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  if (from === '/signin' || from === '/signup') return undefined;
  return from;
}
