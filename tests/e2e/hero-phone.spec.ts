import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { site } from '../../src/content/site';
import { en } from '../site-messages';
import { playScene, sceneHandle, waitForSceneFrames, waitForSettledStory } from './page-state';
import { waitForWebFonts } from './fonts-drawn';
import { heroTextContrast } from './hero-contrast';

// On a phone the character is the first thing seen: the art fills the top of the first screen,
// undimmed, and the name, the tagline and Play Now still fit on that screen below it.
const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
/** The least share of the first screen the art covers. */
const MIN_ART_SHARE = 0.4;
/** The most opacity any layer of the hero may lay over the character's half of the art. */
const MAX_OVERLAY_ALPHA = 0.1;

/** The stops of the art's overlay gradient: [alpha, position in %], top to bottom. */
async function overlayStops(page: Page): Promise<[number, number][]> {
  const image = await page
    .locator('#top [data-scene]')
    .evaluate((frame) => getComputedStyle(frame.parentElement!, '::after').backgroundImage);
  if (image === 'none') return [];
  // A vertical gradient only: one across the art would dim the character too.
  expect(image).toMatch(/^linear-gradient\((rgba?\(|transparent)/);
  return [...image.matchAll(/rgba?\(([^)]+)\)\s+([\d.]+)%/g)].map((match) => {
    const channels = match[1]!.split(',').map(Number);
    return [channels[3] ?? 1, Number(match[2])];
  });
}

for (const viewport of phones) {
  test.describe(`the hero at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('shows the character first, undimmed, with the name, tagline and Play Now below it', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForWebFonts(page);
      const art = await page.locator('#top [data-scene]').boundingBox();
      expect(art).not.toBeNull();
      const share = (art!.width * art!.height) / (viewport.width * viewport.height);
      expect(share).toBeGreaterThanOrEqual(MIN_ART_SHARE);

      // The upper half of the art, where the mask is: nothing of the page is drawn over it.
      const characterHalfEnd = 50;
      for (const [alpha, at] of await overlayStops(page))
        if (at <= characterHalfEnd) expect(alpha).toBeLessThanOrEqual(MAX_OVERLAY_ALPHA);
      // What a tap there reaches is the art (its box, or the picture in it), not the text.
      const onTop = await page.evaluate(
        ({ x, y }) => {
          const frame = document.querySelector('#top [data-scene]');
          const top = document.elementFromPoint(x, y);
          return !!frame && !!top && (top.contains(frame) || frame.contains(top));
        },
        { x: art!.x + art!.width / 2, y: art!.y + art!.height * 0.3 },
      );
      expect(onTop).toBe(true);

      // The first screen still says what the game is and offers the way in.
      for (const locator of [
        page.getByRole('heading', { level: 1, name: site.name }),
        page.getByText(en('site.tagline'), { exact: true }).first(),
        page.getByRole('link', { name: new RegExp(`^${en('hero.playNow')}`) }),
      ])
        await expect(locator).toBeInViewport({ ratio: 1 });
      // The text comes after the character, not over its upper half.
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(title!.y).toBeGreaterThan(art!.y + art!.height / 2);
    });

    test('keeps AA contrast for the text laid over the art, against the brightest pixel behind it', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForWebFonts(page);
      const ratios = await heroTextContrast(page);
      for (const { name, ratio, minimum } of ratios)
        expect(ratio, `${name}: ${ratio}:1`).toBeGreaterThanOrEqual(minimum);
      test.info().annotations.push({ type: 'contrast', description: JSON.stringify(ratios) });
    });

    test('sets the contract address on two lines of even length, whole for every reader', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForWebFonts(page);
      const address = page.locator('code', { hasText: site.contractAddress });
      await expect(address).toHaveText(site.contractAddress);
      const lines = await address.evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        return [...range.getClientRects()].map((rect) => rect.width);
      });
      expect(lines.length).toBeLessThanOrEqual(2);
      if (lines.length === 2) expect(lines[1]! / lines[0]!).toBeGreaterThan(0.8);
    });
  });
}

/** The page's background colour (--color-bg), which the scene's veil lays outside the art box. */
const pageBackground = [5, 13, 10] as const;

/** Raw RGB of a part of the screen, with everything but the stage made transparent. */
async function sceneAlone(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
) {
  const style = await page.addStyleTag({
    content: 'body > :not([data-stage]) { opacity: 0 !important; }',
  });
  const png = await page.screenshot({ clip, animations: 'disabled' });
  await style.evaluate((element) => (element as Element).remove());
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colors = new Set<number>();
  let away = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    colors.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    away += Math.abs(r - pageBackground[0]) + Math.abs(g - pageBackground[1]);
    away += Math.abs(b - pageBackground[2]);
  }
  return { colors: colors.size, fromBackground: away / data.length };
}

// With motion the scene replaces the still image: the one canvas is on the stage behind the whole
// page, and while the hero is read the scene is framed into the hero's art box, where the image
// was, with the page's own background everywhere else.
for (const viewport of phones) {
  test.describe(`the live hero at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 180_000 });

    test('frames the scene into the art box, and nothing of it outside', async ({ page }) => {
      await page.goto('/');
      await playScene(page);
      await expect(page.locator('[data-stage] canvas')).toHaveCSS('opacity', '1');
      await expect(page.locator('#top [data-scene] img')).toHaveCSS('opacity', '0');
      const scene = await sceneHandle(page);
      await scene.freeze(2.6);
      await waitForSettledStory(page, scene, { beat: 'hero' });
      await waitForSceneFrames(page, scene, 2);

      // The stage covers the screen; the art box is where the picture is.
      expect(await page.locator('[data-stage]').boundingBox()).toEqual({
        x: 0,
        y: 0,
        ...viewport,
      });
      const art = (await page.locator('#top [data-scene]').boundingBox())!;
      const within = await sceneAlone(page, {
        x: art.x,
        y: art.y,
        width: art.width,
        // The lower edge of the box fades into the page (the veil's soft edge): the upper part.
        height: Math.round(art.height * 0.8),
      });
      expect(within.colors, 'a varied picture in the art box').toBeGreaterThan(300);
      expect(within.fromBackground, 'the scene in the art box').toBeGreaterThan(10);
      // Below the art box, past the veil's soft edge (4 % of the screen): the page's background.
      const below = Math.ceil(art.y + art.height + viewport.height * 0.05);
      const outside = await sceneAlone(page, {
        x: 0,
        y: below,
        width: viewport.width,
        height: viewport.height - below,
      });
      expect(outside.fromBackground, 'the page’s background outside the art box').toBeLessThan(3);
    });
  });
}
