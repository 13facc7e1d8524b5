import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the pre-rendered page (the app marks <html> data-hydrated). The
 * site starts its JavaScript after the first contentful paint, so `page.goto` (which waits for
 * `load`) can return before that; a test that clicks a React-only control must wait for it first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
