import { useEffect } from 'react';

/** A new route starts at its top, as a full page load would; in-page anchors keep their target. */
export function useScrollToTop(path: string): void {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
}
