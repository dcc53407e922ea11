import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeToAuthToken } from '../../../lib/storage';

/** The stored token; components re-render when it is set or removed (in any tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
}
