import type { Page } from '@playwright/test';

/*
 * Concrete page states to wait on instead of sleeping: frames drawn, an idle moment, the hero's
 * picture decided, the page scrolled like a reader.
 */

/**
 * Resolves once the page has drawn two more frames: whatever the last input or event set off has
 * been rendered and painted. (It rejects if the page navigated away meanwhile.)
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resolves at the browser's next idle moment, then two frames on: the work the page put off until
 * it was idle (the toaster, the 3D gate) has been started by then.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { timeout: 5_000 },
        ),
      ),
  );
}

/** Scrolls like a reader: in steps, letting the page paint in between, to `to` px or the bottom. */
export async function scrollThrough(page: Page, to: number | 'bottom' = 'bottom'): Promise<void> {
  const target =
    to === 'bottom' ? await page.evaluate(() => document.documentElement.scrollHeight) : to;
  for (let y = 0; y <= target; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
}

/**
 * Waits until the hero's picture is settled for good: the live scene drawing, or the still image
 * (the scene gated off or failed). Pages without a hero have nothing to wait for.
 */
export async function waitForHeroArt(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLElement>('[data-scene]');
      return !frame || frame.dataset.scene === 'live' || frame.dataset.scene === 'image';
    },
    undefined,
    { timeout },
  );
}
