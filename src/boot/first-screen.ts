import { BOOT_FALLBACK_MS } from './boot-contract';

/*
 * The app, and the fonts after it, wait for the first contentful paint: on a slow phone,
 * hydration would otherwise compete with the first paint. A browser that does not report paints
 * starts at once; the timeout is a safety net for a page that never reports one (a background tab).
 */
export function whenFirstScreenPainted(task: () => void): void {
  const Observer = window.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return task();
  setTimeout(task, BOOT_FALLBACK_MS);
  new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) task();
  }).observe({ type: 'paint', buffered: true });
}
