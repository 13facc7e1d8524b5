import { expect, test } from '@playwright/test';
import {
  holdTheTipStill,
  playScene,
  sceneHandle,
  waitForScreenInPlace,
  waitForSectionsIsland,
  waitForSettledStory,
} from './page-state';
import { contrastRecord } from './text-contrast';

/*
 * Every text over the live scene meets AA at every half screen of the home page on a wide screen
 * (text-contrast.ts says how). A phone's screen is held to it on phone-story.spec.ts's walk.
 */

const FROZEN_AT = 2.6;

test.describe.configure({ timeout: 600_000 });
test.beforeEach(({ page }) => holdTheTipStill(page));

/*
 * The suite reads the English page at 1280 px. The other languages and widths the issue names run
 * on demand, for example:
 *   CONTRAST_LOCALES=ar,zh-cn CONTRAST_WIDTHS=360,768 npx playwright test contrast --project=desktop
 */
const locales = (process.env.CONTRAST_LOCALES ?? 'en').split(',');
const widths = (process.env.CONTRAST_WIDTHS ?? '1280').split(',').map(Number);
const heights: Record<number, number> = { 360: 740, 390: 844, 768: 1024, 1280: 800 };

for (const locale of locales)
  for (const width of widths)
    test(`every text over the live scene meets AA at ${width} px, every half screen${locale === 'en' ? '' : `, /${locale}/`}`, async ({
      page,
    }, testInfo) => {
      const viewport = { width, height: heights[width] ?? 800 };
      await page.setViewportSize(viewport);
      await page.goto(locale === 'en' ? '/' : `/${locale}/`);
      await playScene(page);
      await waitForSectionsIsland(page);
      const scene = await sceneHandle(page);
      await scene.freeze(FROZEN_AT);
      const contrast = contrastRecord();
      for (let y = 0; ; y += viewport.height / 2) {
        // The sections far below take their real height as they are first drawn: the end moves.
        const { at, end } = await page.evaluate((top) => {
          scrollTo({ top, behavior: 'instant' });
          return { at: scrollY, end: document.documentElement.scrollHeight - innerHeight };
        }, y);
        await waitForScreenInPlace(page);
        // Time is frozen: once settled the scene rests, its last frame on the canvas while the
        // pictures are taken, and its software rasteriser leaves the CPU to the page meanwhile.
        await waitForSettledStory(page, scene);
        await contrast.add(page, at);
        if (at >= end) break;
      }
      contrast.annotate(testInfo);
      expect(contrast.problems, 'texts under WCAG AA over the scene').toEqual([]);
    });
