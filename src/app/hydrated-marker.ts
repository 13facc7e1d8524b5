import { useEffect } from 'react';
import * as pageAttributes from '../lib/page-attributes';

/**
 * Marks the page once React has hydrated it (effects run after the commit), so tests and support
 * sessions in any engine can tell a live page from pre-rendered HTML without React's internals.
 * Rendered inside the routes' Suspense boundary: a lazy page (the whitepaper) hydrates after the
 * rest, and the page is not live until it has. Marked earlier, a test that moved on at once
 * aborted the page's chunk, and Firefox reported the abort as the app's error.
 */
export function HydratedMarker(): null {
  useEffect(() => {
    document.documentElement.setAttribute(pageAttributes.hydrated, '');
  }, []);
  return null;
}
