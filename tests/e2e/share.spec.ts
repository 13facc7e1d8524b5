import { expect, test, type Page } from '@playwright/test';
import type { EquippedSet } from '../../src/content/armory';
import { lookItems, lookPagePath, lookPicturePath } from '../../src/content/looks';
import { en, message } from '../site-messages';
import { clipboardText, refuseClipboard } from './clipboard-text';
import { nextFrames } from './page-state';

/*
 * The Armory's Share button and Save picture link: the look's link copied with a toast (Chromium's
 * clipboard), the link shown to copy by hand when the clipboard refuses, the system's share sheet
 * where the browser has one (emulated here). Each engine's first press: tests/engines/engines.spec.ts.
 */

const set: EquippedSet = { mask: 'moon', wings: 'ash', gear: 'charm' };
const query = `?mask=${set.mask}&wings=${set.wings}&gear=${set.gear}`;
const shareButton = (page: Page, code = 'en') =>
  page.getByRole('button', { name: message(code, 'armory.share.label'), exact: true });

/** Opens the home page with the set in its link, and waits for the Armory's Share button. */
async function openArmory(page: Page, path = `/${query}`, code = 'en') {
  await page.goto(path);
  // Heading for the sections (a key that scrolls nothing) starts their island.
  await page.keyboard.press('Shift');
  const button = shareButton(page, code);
  await button.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await nextFrames(page);
  return { button };
}

test.use({ reducedMotion: 'reduce' });

test('the pre-rendered page has no Share button: it appears once it works', async ({ request }) => {
  const html = await (await request.get(`/${query}`)).text();
  expect(html).not.toContain(en('armory.share.label'));
  expect(html).not.toContain(en('armory.share.savePicture'));
});

test('Share copies the look’s share page link, with a toast', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { button } = await openArmory(page);
  await button.click();
  const toast = page.getByRole('status').filter({ hasText: en('armory.share.copied.title') });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(en('armory.share.copied.description'));
  expect(await clipboardText(context)).toBe(new URL(lookPagePath(set), baseURL).href);
});

test('the link follows the set being worn, and the French page shares the French share page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { button } = await openArmory(page, `/fr/${query}`, 'fr');
  await page.locator('input[name="armory-wings"][value="none"]').check({ force: true });
  await button.click();
  await expect(
    page.getByRole('status').filter({ hasText: message('fr', 'armory.share.copied.title') }),
  ).toBeVisible();
  const worn = { ...set, wings: 'none' } as const;
  expect(await clipboardText(context)).toBe(new URL(`/fr${lookPagePath(worn)}`, baseURL).href);
  await expect(
    page.getByRole('link', { name: message('fr', 'armory.share.savePicture') }),
  ).toHaveAttribute('href', lookPicturePath(worn));
});

test('a refused clipboard gets the failure toast and the link shown, selected, to copy by hand', async ({
  page,
  baseURL,
}) => {
  const errors = await refuseClipboard(page);
  const { button } = await openArmory(page);
  await button.click();
  const toast = page.getByRole('status').filter({ hasText: en('armory.share.copyFailed.title') });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-tone', 'destructive');
  const field = page.getByRole('textbox', { name: en('armory.share.manualCopy') });
  await expect(field).toHaveValue(new URL(lookPagePath(set), baseURL).href);
  await expect
    .poll(() =>
      field.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    )
    .toBe(new URL(lookPagePath(set), baseURL).href.length);
  expect(errors.some((text) => text.includes('NotAllowedError'))).toBe(true);
});

test.describe('on a phone with the Web Share API', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Share opens the system’s share sheet with a title, a line and the link, and no toast', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(navigator, 'canShare', { value: () => true });
    });
    const { button } = await openArmory(page);
    await button.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toHaveLength(1);
    const [data] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(data?.url).toBe(new URL(lookPagePath(set), baseURL).href);
    for (const item of lookItems(set)) {
      expect(data?.title).toContain(en(item.name));
      expect(data?.text).toContain(en(item.name));
    }
    await nextFrames(page);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test('Share and Save picture are real controls: 44 px targets with a visible focus ring', async ({
  page,
  request,
}) => {
  const { button } = await openArmory(page);
  const save = page.getByRole('link', { name: en('armory.share.savePicture') });
  await expect(save).toHaveAttribute('download', /\.jpg$/);
  for (const control of [button, save]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await page.locator('input[name="armory-gear"]:checked').focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  expect(await button.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  const picture = await request.get(lookPicturePath(set));
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
});
