import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the pre-rendered page. The site starts its JavaScript after the
 * first contentful paint, so `page.goto` (which waits for `load`) can return before that; a test
 * that clicks a React-only control (the copy button) must wait for the root first. React replays a
 * click on a part it is still hydrating, so the root is enough.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}
