import { useEffect, useRef } from 'react';

/**
 * A new route starts at its top, as a full page load would; in-page anchors keep their target.
 * The first render changes nothing: the browser has already placed the page it adopts, and a
 * visitor may have scrolled, or followed an anchor, before the app started.
 */
export function useScrollToTop(path: string): void {
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
}
