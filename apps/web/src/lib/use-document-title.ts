import { useEffect } from 'react';

/** Sets the tab title so each screen is announced and bookmarked by name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Driftwatch`;
  }, [title]);
}
