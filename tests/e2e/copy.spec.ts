import { expect, test } from '@playwright/test';
import { en } from '../site-messages';
import { clipboardText, refuseClipboard } from './clipboard-text';
import { waitForHydration } from './hydration';
import { nextFrames } from './page-state';
import { afterHeldHeading, splitHomePage } from './split-page';
import { englishPage } from '../shared/english-page';

const copyButton = { name: en('hero.copyAccessibleLabel') };

test(`copy with clipboard permission: the address is on the clipboard and "${englishPage.copied.title}" is shown`, async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', copyButton).click();
  const toast = page.getByRole('status').filter({ hasText: englishPage.copied.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(englishPage.copied.description);

  await toast.getByRole('button', { name: en('toast.dismiss') }).click();
  await expect(toast).toBeHidden();

  expect(await clipboardText(context)).toBe(englishPage.contractAddress);
});

test(`a tap on Copy while the page is still arriving copies the address and shows "${englishPage.copied.title}"`, async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The rest of the page, whose end holds the toasts' region, 6 s after the first paint's heading.
  const split = await splitHomePage(baseURL!, 6_000, afterHeldHeading);
  try {
    await page.addInitScript(() => {
      const note = () => (document.documentElement.dataset.clickedWhile = document.readyState);
      document.addEventListener('click', note, { capture: true, once: true });
    });
    await page.goto(`${split.origin}/`, { waitUntil: 'commit' });
    await page.getByRole('button', copyButton).click();
    await expect(page.locator('html')).toHaveAttribute('data-clicked-while', 'loading');
    const toast = page.getByRole('status').filter({ hasText: englishPage.copied.title });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(await clipboardText(context)).toBe(englishPage.contractAddress);
  } finally {
    await split.close();
  }
});

test(`copy with the clipboard refused: destructive "${englishPage.copyFailed.title}" toast and a logged error`, async ({
  page,
}) => {
  const errors = await refuseClipboard(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', copyButton).click();
  const toast = page.getByRole('status').filter({ hasText: englishPage.copyFailed.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(englishPage.copyFailed.description);
  await expect(toast).toHaveAttribute('data-tone', 'destructive');
  expect(errors.some((text) => text.includes('NotAllowedError') || text.includes('copy'))).toBe(
    true,
  );
});

interface BurstWatch {
  copiesDone: number;
  mostToasts: number;
}

test('a burst of clicks never stacks more than three toasts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Notes each copy as its clipboard write settles (its toast follows at once), and the most toasts
  // ever on screen together.
  await page.addInitScript(() => {
    const watch = window as unknown as BurstWatch;
    watch.copiesDone = 0;
    watch.mostToasts = 0;
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) =>
      write(text).finally(() => {
        watch.copiesDone += 1;
      });
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="status"]')].filter(
        (toast) => toast.getClientRects().length > 0,
      );
      watch.mostToasts = Math.max(watch.mostToasts, shown.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', copyButton);
  const clicks = 12;
  for (let click = 0; click < clicks; click += 1) await button.click();
  await expect(page.getByRole('status').first()).toBeVisible();
  // Every click has been answered, and the frames since have drawn its toast: nothing is to come.
  await page.waitForFunction(
    (count) => (window as unknown as BurstWatch).copiesDone === count,
    clicks,
  );
  await nextFrames(page);
  expect(await page.getByRole('status').count()).toBeLessThanOrEqual(3);
  expect(
    await page.evaluate(() => (window as unknown as BurstWatch).mostToasts),
  ).toBeLessThanOrEqual(3);
});
