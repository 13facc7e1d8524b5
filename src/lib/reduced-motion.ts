/** The one spelling of the preference, for the reveal and the scene gate alike. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const query = (): MediaQueryList | null =>
  typeof window === 'undefined' || !window.matchMedia
    ? null
    : window.matchMedia(reducedMotionQuery);

/** The visitor asked the system for less motion. Never true on the server. */
export const prefersReducedMotion = (): boolean => query()?.matches === true;

/** Calls back when the visitor turns reduced motion on or off mid-visit; returns the unsubscribe. */
export function onReducedMotionChange(listener: (reduce: boolean) => void): () => void {
  const list = query();
  if (!list) return () => {};
  const handle = (event: MediaQueryListEvent) => listener(event.matches);
  list.addEventListener('change', handle);
  return () => list.removeEventListener('change', handle);
}
