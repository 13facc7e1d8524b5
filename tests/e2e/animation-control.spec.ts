import { expect, type Locator, type Page, test } from '@playwright/test';
import { en, localeCodes, message, prefixOf } from '../site-messages';
import { waitForHydration } from './hydration';
import { nextFrames, playScene, sceneHandle, scrollToPart } from './page-state';

/*
 * The visitor's Animation control (issue 43, WCAG 2.2.2 Pause, Stop, Hide): a toggle in the header
 * that stops every motion that runs by itself, the scene included, and starts the scene on request
 * wherever WebGL2 exists. The browser here draws WebGL with SwiftShader, a software renderer: left
 * to itself the hero keeps its still image. Where WebGL2 is missing, and reduced motion, see
 * scene.spec.ts.
 */

// SwiftShader draws on the CPU, which other test workers share: generous waits for the scene.
const liveTimeout = { timeout: 90_000 };
test.describe.configure({ timeout: 180_000 });

const sceneChunk = /\/assets\/(mount-scene|scene-runtime|scene\.worker)[^/]*\.js$/;

const animationToggle = (page: Page, code = 'en'): Locator =>
  page
    .getByRole('banner')
    .getByRole('button', { name: message(code, 'nav.animation'), exact: true });

/** The hero's region on screen: what a visitor looks at when the scene plays or stops. */
async function heroShot(page: Page): Promise<Buffer> {
  const box = await page.locator('#top [data-scene]').boundingBox();
  if (!box) throw new Error('the hero art box is missing');
  return page.screenshot({ clip: box, caret: 'hide' });
}

/** CSS animations anywhere on the page (the spine's breathing tip is one), running or paused. */
const cssAnimations = (page: Page) =>
  page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSAnimation).length);

/** Shown again after a press: the still image in the hero, the stage's canvas faded out. */
async function expectStill(page: Page) {
  await expect(page.locator('#top [data-scene] img')).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-stage]:not([data-live]) canvas')).toHaveCSS('opacity', '0');
}

test('a software renderer gets the still image, and the control is not pressed', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (sceneChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.goto('/');
  const frame = page.locator('#top [data-scene]');
  await expect(frame).toHaveAttribute('data-scene', 'image', liveTimeout);
  await expect(frame).toHaveAttribute('data-scene-reason', 'software-renderer');
  await expect(animationToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-animation', 'off');
  await expect(frame.getByRole('img', { name: en('hero.imageAlt') })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(requested).toEqual([]);
  // The verdict is not a choice: nothing is remembered until the visitor presses the control.
  expect(await page.evaluate(() => localStorage.getItem('emberwild:animation'))).toBeNull();
});

test.describe('pressed, the control', () => {
  test('starts the scene; pressed again, every frame and every loop stops, until it plays again', async ({
    page,
  }) => {
    await page.goto('/');
    await playScene(page);
    const toggle = animationToggle(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-animation', 'on');
    await expect(page.locator('[data-stage][data-live] canvas')).toHaveCSS('opacity', '1');
    const scene = await sceneHandle(page);
    await expect.poll(async () => (await scene.diagnostics()).loop).toBe('playing');
    // The spine's tip breathes while the page moves: a CSS loop, on the page while motion is on.
    expect(await cssAnimations(page), 'CSS loops while on').toBeGreaterThan(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-animation', 'off');
    const frame = page.locator('#top [data-scene]');
    await expect(frame).toHaveAttribute('data-scene', 'image');
    await expect(frame).toHaveAttribute('data-scene-reason', 'animation-off');
    await expectStill(page);
    // Paused, not gone: the same canvas, its scene drawing nothing more.
    await expect(page.locator('canvas')).toHaveCount(1);
    const paused = await scene.diagnostics();
    expect(paused).toMatchObject({ loop: 'paused', drawing: false });
    expect(await cssAnimations(page), 'CSS loops while off').toBe(0);
    const first = await heroShot(page);
    for (let wait = 0; wait < 5; wait++) await nextFrames(page);
    const second = await heroShot(page);
    expect(second.equals(first), 'the hero holds still').toBe(true);
    expect((await scene.diagnostics()).frames, 'no frame drawn').toBe(paused.frames);

    await toggle.click();
    await expect(frame).toHaveAttribute('data-scene', 'live', liveTimeout);
    await expect(page.locator('[data-stage][data-live] canvas')).toHaveCSS('opacity', '1');
    await expect
      .poll(async () => (await scene.diagnostics()).frames, { message: 'drawing again' })
      .toBeGreaterThan(paused.frames);
    await expect(page.locator('canvas')).toHaveCount(1);
  });

  test('Enter and Space on the focused control toggle it', async ({ page }) => {
    await page.goto('/');
    const frame = page.locator('#top [data-scene]');
    await expect(frame).toHaveAttribute('data-scene', 'image', liveTimeout);
    const toggle = animationToggle(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveAttribute('data-scene', /^(loading|live)$/);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(frame).toHaveAttribute('data-scene-reason', 'animation-off');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveAttribute('data-scene', 'live', liveTimeout);
    await expect(toggle).toBeFocused();
  });
});

test.describe('the choice is remembered', () => {
  test('off: after a reload and on another page, no scene starts', async ({ page }) => {
    await page.goto('/');
    await playScene(page);
    const toggle = animationToggle(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    const requested: string[] = [];
    page.on('request', (request) => {
      if (sceneChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.reload();
    // Off from the first paint: the boot script reads the choice before the body is parsed.
    await expect(page.locator('html')).toHaveAttribute('data-animation-choice', 'off');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const frame = page.locator('#top [data-scene]');
    await expect(frame).toHaveAttribute('data-scene', 'image', liveTimeout);
    await expect(frame).toHaveAttribute('data-scene-reason', 'animation-off');
    await expect(page.locator('canvas')).toHaveCount(0);
    await page.goto('/es/whitepaper');
    await expect(animationToggle(page, 'es')).toHaveAttribute('aria-pressed', 'false');
    expect(requested).toEqual([]);
  });

  test('on: after a reload the scene starts by itself', async ({ page }) => {
    await page.goto('/');
    await playScene(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-animation-choice', 'on');
    await expect(animationToggle(page)).toHaveAttribute('aria-pressed', 'true');
    // Nothing is pressed this time: the remembered choice overrules the software renderer.
    await expect(page.locator('#top [data-scene]')).toHaveAttribute(
      'data-scene',
      'live',
      liveTimeout,
    );
    await expect(page.locator('[data-stage][data-live] canvas')).toHaveCSS('opacity', '1');
  });
});

test.describe('off, the page holds still', () => {
  test('numbers are shown, not counted, and no CSS loop runs', async ({ page }) => {
    // A visitor who turned the control off on an earlier visit.
    await page.addInitScript(() => localStorage.setItem('emberwild:animation', 'off'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-animation', 'off');
    // Every climbing figure a count-up paints (its data-count; a figure waiting in a hidden card
    // is zero), from here on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { counted: string[] }).counted = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const count = (record.target as HTMLElement).dataset.count;
          if (count !== undefined && /[1-9]/.test(count)) seen.push(count);
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-count'] });
    });
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
    await scrollToPart(page, 'tokenomics');
    // The figures are shown at once, whole, as soon as their cards are.
    await expect(page.locator('#tokenomics [data-count]')).toHaveCount(0);
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { counted: string[] }).counted)).toEqual(
      [],
    );
    expect(await cssAnimations(page)).toBe(0);
  });
});

test.describe('the control in the header', () => {
  test('a 44 px target with a visible focus ring, at 1280 and at 360 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = animationToggle(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(toggle, `${width} px`).toBeVisible();
      await expect(toggle, `${width} px`).toBeInViewport({ ratio: 1 });
      const box = (await toggle.boundingBox())!;
      expect(Math.min(box.width, box.height), `${width} px: target size`).toBeGreaterThanOrEqual(
        44,
      );
    }
    // Reached with Tab, as a keyboard user does, it shows its ring.
    await page.locator('body').focus();
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab');
      if (await toggle.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(toggle).toBeFocused();
    const ring = await toggle.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        (style.boxShadow !== 'none' && style.boxShadow !== '')
      );
    });
    expect(ring, 'a visible focus ring').toBe(true);
  });

  test('is named in every language', async ({ page }) => {
    for (const code of localeCodes) {
      await page.goto(`${prefixOf(code)}/whitepaper`);
      await expect(animationToggle(page, code), code).toBeVisible();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no control: nothing moves', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-animation-toggle]')).toBeHidden();
      await expect(
        page.getByRole('button', { name: en('nav.animation'), exact: true }),
      ).toHaveCount(0);
    });
  });
});
