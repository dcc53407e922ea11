/** Keys the app keeps in localStorage: the token under auth_token, the early-preview flags. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const EARLY_PREVIEW_SHOW_KEY = 'early_preview_show';
export const EARLY_PREVIEW_DISMISSED_KEY = 'early_preview_dismissed';

const TOKEN_CHANGED_EVENT = 'driftwatch:token-changed';

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed iframes); the app then behaves as signed out.
    return undefined;
  }
}

export function readItem(key: string): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  safeStorage()?.setItem(key, value);
}

export function removeItem(key: string): void {
  safeStorage()?.removeItem(key);
}

export function getAuthToken(): string | null {
  return readItem(AUTH_TOKEN_KEY);
}

export function setAuthToken(token: string): void {
  writeItem(AUTH_TOKEN_KEY, token);
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

export function clearAuthToken(): void {
  removeItem(AUTH_TOKEN_KEY);
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

/** Subscribes to token changes in this tab and in other tabs (storage event). */
export function subscribeToAuthToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) onChange();
  };
  window.addEventListener(TOKEN_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOKEN_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
