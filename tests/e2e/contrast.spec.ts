import { expect, test } from '@playwright/test';
import {
  holdTheTipStill,
  playScene,
  sceneHandle,
  waitForScreenInPlace,
  waitForScrollToRest,
  waitForSectionsIsland,
} from './page-state';
import {
  expectJumpsLandOnBeats,
  expectSameStoryBackUp,
  expectStoryInPageOrder,
  readStop,
  type StoryStop,
} from './story-walk';
import { contrastRecord } from './text-contrast';

/*
 * The wide screen's walk down the home page: every text over the live scene meets AA at every half
 * screen (text-contrast.ts says how), and the scroll story is read at each stop, on the way back up
 * and after the reader's jumps (story-walk.ts). A phone's screen is held to both on
 * phone-story.spec.ts's walk.
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
    test(`the home page at ${width} px${locale === 'en' ? '' : `, /${locale}/`}, walked down half a screen at a time: every text over the live scene meets AA, the story follows the scroll both ways`, async ({
      page,
    }, testInfo) => {
      const viewport = { width, height: heights[width] ?? 800 };
      await page.setViewportSize(viewport);
      await page.goto(locale === 'en' ? '/' : `/${locale}/`);
      await playScene(page);
      await waitForSectionsIsland(page);
      const scene = await sceneHandle(page);
      // Time stops, so the story follows the scroll at once: what is read is the scroll's story.
      await scene.freeze(FROZEN_AT);
      const contrast = contrastRecord();
      const stops: StoryStop[] = [];
      // Down with the wheel, as a reader does. The sections far below take their real height as
      // they are first drawn: the walk ends where the wheel moves the page no more.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      for (let at = await page.evaluate(() => scrollY); ;) {
        await waitForScreenInPlace(page);
        // Time is frozen: once settled the scene rests, its last frame on the canvas while the
        // pictures are taken, and its software rasteriser leaves the CPU to the page meanwhile.
        stops.push(await readStop(page, scene));
        await contrast.add(page, at);
        await page.mouse.wheel(0, viewport.height / 2);
        const next = await waitForScrollToRest(page);
        if (next === at) break;
        at = next;
      }
      contrast.annotate(testInfo);
      expect(contrast.problems, 'texts under WCAG AA over the scene').toEqual([]);
      expectStoryInPageOrder(stops, testInfo);
      await expectSameStoryBackUp(page, scene, stops);
      await expectJumpsLandOnBeats(page, scene);
    });
