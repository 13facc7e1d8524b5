import { useEffect } from 'react';

/** The attribute on <html> that says React has taken over the pre-rendered page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the page once React has hydrated it (effects run after the commit), so tests and support
 * sessions in any engine can tell a live page from pre-rendered HTML without React's internals.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
