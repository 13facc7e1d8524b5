import { expect as baseExpect, test, type Page } from '@playwright/test';
import { beatNames } from '../../src/scene/story/beats';
import { en } from '../site-messages';
import { waitForHydration } from './hydration';
import {
  holdTheTipStill,
  nextFrames,
  playScene,
  sceneHandle,
  scrollThrough,
  scrollToPart,
  settleSections,
  waitForHeroArt,
  waitForSceneFrames,
  waitForScreenInPlace,
  waitForSectionsIsland,
  waitForSettledStory,
} from './page-state';
import { revealsNotInPlace } from './reveals';
import { waitForWebFonts } from './fonts-drawn';

/*
 * Visual baselines. Regenerate with `npm run test:update-snapshots` after an intended design
 * change, look at every new image, then commit them (README: Visual baselines).
 */

// Frames and lazy chunks are slow on a busy machine with a software GPU: be patient.
const expect = baseExpect.configure({ timeout: 20_000 });

const pages = [
  { name: 'home', path: '/' },
  { name: 'whitepaper', path: '/whitepaper' },
  { name: 'not-found', path: '/lost-temple' },
] as const;

const viewports = [
  { name: '1280', size: { width: 1280, height: 800 } },
  { name: '390', size: { width: 390, height: 844 } },
] as const;

/**
 * A live canvas cannot be compared; it is masked wherever one is shown. A full page is tall and
 * rendered in software here, so one capture may take seconds: the timeout covers two of them.
 */
const screenshotOptions = (page: Page) => ({
  fullPage: true,
  timeout: 60_000,
  animations: 'disabled' as const,
  caret: 'hide' as const,
  mask: [page.locator('canvas')],
});

/*
 * The software GPU here cannot capture more than 8192 px at once (taller captures wrap around to
 * the top), so a long page is compared in slices of at most this height.
 */
const MAX_CAPTURE_PX = 8000;

async function expectFullPage(page: Page, name: string) {
  // A capture draws the whole page at once: every section as a reader sees it on screen, not the
  // stand-in height a section far from the viewport keeps (src/boot/lazy-layout.ts).
  await page.evaluate(() => document.documentElement.removeAttribute('data-lazy-layout'));
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (height <= MAX_CAPTURE_PX) {
    await expect(page).toHaveScreenshot(`${name}.png`, screenshotOptions(page));
    return;
  }
  for (let top = 0, part = 1; top < height; top += MAX_CAPTURE_PX, part += 1) {
    const clip = { x: 0, y: top, width, height: Math.min(MAX_CAPTURE_PX, height - top) };
    await expect(page).toHaveScreenshot(`${name}-${part}.png`, {
      ...screenshotOptions(page),
      clip,
    });
  }
}

/** Hydrated, fonts in, the hero's picture decided, images decoded, two frames drawn since. */
async function settle(page: Page) {
  await waitForHydration(page);
  await waitForWebFonts(page);
  await waitForHeroArt(page);
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : image.decode().catch(() => {}))),
    );
  });
  await nextFrames(page);
}

test.describe.configure({ timeout: 150_000 });

for (const viewport of viewports) {
  test.describe(`${viewport.name} px wide, reduced motion`, () => {
    test.use({ viewport: viewport.size, reducedMotion: 'reduce' });

    for (const { name, path } of pages) {
      test(`${name}`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        if (name === 'home') await settleSections(page);
        await expectFullPage(page, `${name}-${viewport.name}`);
      });
    }
  });
}

// Other languages at phone width: their words, their fonts (Korean in Noto Sans KR), their lines.
test.describe('390 px wide, reduced motion, in Spanish and Korean', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  for (const code of ['es', 'ko']) {
    test(`home-${code}`, async ({ page }) => {
      // A visitor who chose this language: no suggestion of another one floats over the page.
      await page.addInitScript(
        (chosen) => localStorage.setItem('emberwild:language', chosen),
        code,
      );
      await page.goto(`/${code}/`);
      await settle(page);
      await settleSections(page);
      await expectFullPage(page, `home-${code}-390`);
    });
  }
});

// Right to left and Chinese at a small phone's width and a desktop's: the mirrored layout (spine,
// hero, cards, header), Noto Sans Arabic and Noto Sans SC, Chinese line breaks.
for (const width of [360, 1280]) {
  test.describe(`${width} px wide, reduced motion, in Arabic and Chinese`, () => {
    test.use({ viewport: { width, height: width < 400 ? 780 : 800 }, reducedMotion: 'reduce' });

    for (const code of ['ar', 'zh-cn']) {
      test(`home-${code}-${width}`, async ({ page }) => {
        await page.addInitScript(
          (chosen) => localStorage.setItem('emberwild:language', chosen),
          code,
        );
        await page.goto(`/${code}/`);
        await settle(page);
        await settleSections(page);
        await expectFullPage(page, `home-${code}-${width}`);
      });
    }
  });
}

// German at a small phone's width: its long compound words are the layout's hardest test (the
// Armory's cards, the buttons, Cinzel's headings), and its figures are written 60.000 $.
test.describe('360 px wide, reduced motion, in German', () => {
  test.use({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });

  test('home-de-360', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('emberwild:language', 'de'));
    await page.goto('/de/');
    await settle(page);
    await settleSections(page);
    await expectFullPage(page, 'home-de-360');
  });
});

test.describe('home with motion, after scrolling through it', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });

  // A live WebGL hero never holds still for a capture. With Save-Data on, the hero shows its still
  // image on any machine (the scene's own rule; a software renderer gets it too), and the canvas
  // stays masked should one appear.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  });

  test('everything has arrived in place; the spine is lit at the end', async ({ page }) => {
    test.setTimeout(240_000);
    await holdTheTipStill(page);
    await page.goto('/');
    await settle(page);
    // The sections below the hero hydrate once the reader engages: a key, which scrolls nothing.
    await waitForHydration(page);
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-reveal="hidden"]').first()).toHaveCSS('opacity', '0');
    // A reader's pace; anything a step jumps over is shown at once, as on a real fling.
    await scrollThrough(page, 'bottom');
    const spine = page.getByRole('progressbar', { name: en('timeline.progress') });
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expect(page.locator('[data-count]')).toHaveCount(0);
    await expect(spine).toHaveAttribute('aria-valuenow', '100');
    // Every reveal has finished easing in: fully opaque, in its place.
    await expect.poll(() => revealsNotInPlace(page.locator('[data-reveal]'))).toEqual([]);

    // The end of the journey as the reader sees it: the spine full, its end node lit.
    await expect(page).toHaveScreenshot('home-motion-end-1280.png', {
      ...screenshotOptions(page),
      fullPage: false,
    });

    // The whole page from the top, where a full-page capture draws the fixed header correctly.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(spine).toHaveAttribute('aria-valuenow', '0');
    await settle(page);
    await expectFullPage(page, 'home-motion-1280');
  });
});

// The scroll story, one picture per beat: the live scene with its time stopped, so that a beat's
// picture depends on the scroll alone (the scene's resolution holds too). Each part of the page is
// brought to the top fifth of the screen, as story.spec.ts reads them, the footer at the end.
test.describe('the scroll story at 1280 px, time frozen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });

  test('each beat', async ({ page }) => {
    test.setTimeout(600_000);
    await holdTheTipStill(page);
    await page.addInitScript(() => localStorage.setItem('emberwild:language', 'en'));
    await page.goto('/');
    await settle(page);
    // The sections' island is started with a key before the Animation control is clicked: a key
    // pressed after the click would show the control's focus ring in every picture.
    await waitForSectionsIsland(page);
    // SwiftShader is a software renderer: the scene plays once the visitor asks for it.
    await playScene(page);
    const scene = await sceneHandle(page);
    await scene.freeze(2.6);
    for (const beat of beatNames) {
      await scrollToPart(page, beat);
      await waitForSettledStory(page, scene, { beat });
      await waitForScreenInPlace(page);
      await waitForSceneFrames(page, scene, 2);
      // SwiftShader draws the same frame the same way, but not always to the last bit of every
      // edge: a small share of pixels may differ slightly from run to run.
      await expect.soft(page).toHaveScreenshot(`story-${beat}-1280.png`, {
        timeout: 60_000,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.002,
      });
    }
  });
});

// The Armory: one set that is not the default, from a link, on the Character beat with time frozen.
test.describe('an Armory set at 1280 px, time frozen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });

  test('the Masked Flame in the ash mask, moon wings and the charm', async ({ page }) => {
    test.setTimeout(300_000);
    await holdTheTipStill(page);
    await page.addInitScript(() => localStorage.setItem('emberwild:language', 'en'));
    await page.goto('/?mask=ash&wings=moon&gear=charm');
    await settle(page);
    // The sections' island is started with a key before the Animation control is clicked: a key
    // pressed after the click would show the control's focus ring in every picture.
    await waitForSectionsIsland(page);
    // SwiftShader is a software renderer: the scene plays once the visitor asks for it.
    await playScene(page);
    const scene = await sceneHandle(page);
    await scene.freeze(2.6);
    await scrollToPart(page, 'character');
    await waitForSettledStory(page, scene, { beat: 'character' });
    await expect(page.locator('input[name="armory-wings"][value="moon"]')).toBeChecked();
    // The link's set is drawn: the scene reported a look dressed since it started.
    await expect(page.locator('[data-stage][data-live]')).toHaveAttribute('data-dressed', /\d+/);
    await waitForScreenInPlace(page);
    await waitForSceneFrames(page, scene, 2);
    await expect(page).toHaveScreenshot('armory-ash-moon-charm-1280.png', {
      timeout: 60_000,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.002,
    });
  });
});
