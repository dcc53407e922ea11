/** Which feedback context the floating button asks about, from the page the user is on. */
export function contextForPath(pathname: string): string {
  if (pathname.startsWith('/dashboard') || pathname.startsWith('/drift-issues')) return 'dashboard';
  if (pathname.startsWith('/setup')) return 'onboarding.complete';
  if (pathname.startsWith('/integrations')) return 'integration.connected';
  return 'feature.request';
}
