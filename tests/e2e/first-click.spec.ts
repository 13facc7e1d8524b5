import { expect, test, type Page } from '@playwright/test';
import { COPY_ERROR_MESSAGE } from '../../src/boot/boot-contract';
import { sectionLabels } from '../../src/content/copy';
import { gameplayDemo } from '../../src/content/mechanics';
import { en } from '../site-messages';
import { clipboardText, refuseClipboard } from './clipboard-text';
import { waitForHydration } from './hydration';
import { englishPage } from '../shared/english-page';

// The first paint comes before any JavaScript; these tests hold the app's entry back so that every
// click lands in the window between the paint and hydration, the one a visitor on a slow phone sees.
const copyButton = { name: en('hero.copyAccessibleLabel') };

async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, wasRequested: () => requested };
}

/** Opens the home page with the app held back and clicks Copy as soon as it is there. */
async function copyBeforeTheApp(page: Page) {
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', copyButton).click();
  return app;
}

test('the earliest click on Copy copies at once, and its toast is shown once, before and after the app starts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = await copyBeforeTheApp(page);
  const copyAgain = page.getByRole('button', copyButton);

  const toasts = page.getByRole('status');
  await expect(toasts.filter({ hasText: englishPage.copied.title })).toBeVisible();
  await expect(toasts).toContainText([englishPage.copied.description]);
  // The click asked for the app at once; it is still held, so the page answered on its own. The
  // test hears of the request through Playwright's route, which can come after the toast's frame.
  await expect.poll(app.wasRequested, { timeout: 2000 }).toBe(true);

  // Released at once: the hand-over must happen within the toast's six seconds.
  app.release();
  await waitForHydration(page);
  // The app's toaster takes the toast over in place: still one, now in the app's queue.
  await expect(toasts).toHaveAttribute('aria-live', 'off');
  await expect(toasts).toHaveCount(1);

  // From now on the app answers: its own toast, announced as usual. (The first may have run out
  // its six seconds by then, so this counts the app's toasts, not all of them.)
  await copyAgain.click();
  const appToast = toasts.and(page.locator('[aria-live="polite"]'));
  await expect(appToast).toHaveCount(1);
  await expect(appToast).toContainText(englishPage.copied.title);

  // Read last: the page that reads the clipboard takes the focus, and a write needs it.
  expect(await clipboardText(context)).toBe(englishPage.contractAddress);
});

test('an early toast can be dismissed, and does not come back when the app starts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = await copyBeforeTheApp(page);
  const toast = page.getByRole('status').filter({ hasText: englishPage.copied.title });
  await toast.getByRole('button', { name: en('toast.dismiss') }).click();
  await expect(toast).toBeHidden();

  app.release();
  await waitForHydration(page);
  // The toaster is there once it has taken over; nothing was handed to it.
  await page.getByRole('button', copyButton).click();
  await expect(page.getByRole('status')).toHaveCount(1);
});

test('an early click on Copy with the clipboard refused says so, in the destructive style', async ({
  page,
}) => {
  const errors = await refuseClipboard(page);
  await copyBeforeTheApp(page);
  const toast = page.getByRole('status').filter({ hasText: englishPage.copyFailed.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(englishPage.copyFailed.description);
  await expect(toast).toHaveAttribute('data-tone', 'destructive');
  expect(errors.some((text) => text.includes(COPY_ERROR_MESSAGE))).toBe(true);
});

test.describe('on a phone, before the app has started', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the section menu opens and its links go to their sections', async ({ page }) => {
    await holdTheApp(page);
    // The whole document parsed (the app still held): on a busy machine a link clicked while the
    // parser is still short of its section has nowhere to go yet.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: en('nav.label') });
    await nav.getByText(en('nav.menu')).click();
    const link = nav.getByRole('link', { name: en(sectionLabels.tokenomics) });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#tokenomics$/);
    await expect(
      page.getByRole('heading', { name: en('sections.tokenomics.title'), level: 2 }),
    ).toBeInViewport();
  });

  test('the inert buttons stay inert', async ({ page }) => {
    await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const trailer = page.getByRole('button', { name: en(gameplayDemo.actions[0]) });
    await trailer.scrollIntoViewIfNeeded();
    // A real tap: Playwright's own click refuses an aria-disabled button.
    const box = (await trailer.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(trailer).toHaveAttribute('aria-disabled', 'true');
    expect(page.url()).toMatch(/\/$/);
    expect(page.context().pages()).toHaveLength(1);
  });
});
