import type { Page } from '@playwright/test';
import { fontFallbacks } from '../../scripts/lib/site-fonts.js';

const families = fontFallbacks.map(({ family }) => family);

/**
 * Waits until every web font has been drawn. The boot script adds their faces after the first
 * paint, so `document.fonts.ready` alone can resolve before any of them has been asked for.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  // The boot script adds all of them at once, when those the page needs have arrived.
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === name),
      ),
    families,
  );
  await page.evaluate(async (names) => {
    await Promise.all(names.map((name) => document.fonts.load(`1em "${name}"`)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, families);
}
