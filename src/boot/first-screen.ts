import { BOOT_FALLBACK_MS, HERO_IMAGE_TIMING } from './protocol';

/*
 * The app, and the fonts after it, wait for the first screen: the first contentful paint and,
 * where the browser tells when an element was painted (Element Timing), the hero's image too. A
 * browser may present the text a frame or more before the image it has already loaded (the
 * image still decoding); work started in between shares the phone's CPU and connection with the
 * largest thing on the screen. Wherever the image cannot be painted soon (off screen behind a
 * link's anchor, failed, or no Element Timing), the first contentful paint is enough.
 */
export function whenFirstScreenPainted(task: () => void): void {
  const Observer = window.PerformanceObserver;
  const types = Observer?.supportedEntryTypes ?? [];
  if (!types.includes('paint')) return task();
  setTimeout(task, BOOT_FALLBACK_MS);
  const timesImage = types.includes('element');
  const observer = new Observer((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string })[]) {
      if (entry.identifier === HERO_IMAGE_TIMING) task();
      else if (entry.name === 'first-contentful-paint') {
        // Looked up now: this script runs in the head, before the body is parsed.
        const image = document.querySelector(`img[elementtiming="${HERO_IMAGE_TIMING}"]`);
        if (timesImage && image instanceof HTMLImageElement && paintable(image))
          image.addEventListener('error', task);
        else task();
      }
    }
  });
  for (const type of timesImage ? ['paint', 'element'] : ['paint'])
    observer.observe({ type, buffered: true });
}

/** Whether the image is on screen and has not failed: its paint is about to be reported. */
function paintable(image: HTMLImageElement): boolean {
  if (image.complete && image.naturalWidth === 0) return false;
  const box = image.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
}
