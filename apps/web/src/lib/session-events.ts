/** Fired whenever the API answers 401: the token is already removed when listeners run. */
export const SESSION_EXPIRED_EVENT = 'driftwatch:session-expired';

export function fireSessionExpired(): void {
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

export function onSessionExpired(listener: () => void): () => void {
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}
