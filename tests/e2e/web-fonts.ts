import type { Page } from '@playwright/test';
import { fontFallbacks } from '../../scripts/lib/fonts.js';

const families = fontFallbacks.map(({ family }) => family);

/**
 * Waits until every web font has been drawn. The boot script links their stylesheet after the
 * first paint, so `document.fonts.ready` alone can resolve before any of them has been asked for.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  // The boot script swaps all of them in at once, when the last has arrived.
  await page.waitForFunction(
    () =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/web-fonts-')) &&
      !document.documentElement.dataset.fonts,
  );
  await page.evaluate(async (names) => {
    await Promise.all(names.map((name) => document.fonts.load(`1em "${name}"`)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, families);
}
