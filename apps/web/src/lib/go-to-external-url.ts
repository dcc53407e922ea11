/**
 * Leaves the app for another site (a provider's authorization page). One function, so screen tests
 * can observe where the browser was sent; jsdom cannot navigate.
 */
export function goToExternalUrl(url: string): void {
  window.location.assign(url);
}
