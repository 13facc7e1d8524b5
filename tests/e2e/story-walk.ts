import { expect, type Page, type TestInfo } from '@playwright/test';
import { beatNames } from '../../src/scene/story/beats';
import { type SceneHandle, waitForScrollToRest, waitForSettledStory } from './page-state';

/*
 * The scroll story read on a walk down the home page (issue 26): what the scene reports at each
 * stop, held to the page's order, then read again on the way back up, then after the jumps a
 * reader makes. The walks that use it read the screen at the same stops (phone-story.spec.ts at
 * 390 px, contrast.spec.ts at 1280 px): one walk a width, not one per check.
 */

export interface StoryStop {
  /** The scroll position, as the walk left it. */
  y: number;
  story: number;
  beat: string;
  /** The page's height then: the sections below are drawn as the reader first reaches them. */
  pageHeight: number;
}

/** Reads the settled story where the page is now, as a stop of the walk. */
export async function readStop(page: Page, scene: SceneHandle): Promise<StoryStop> {
  const read = await waitForSettledStory(page, scene);
  const { y, pageHeight } = await page.evaluate(() => ({
    y: scrollY,
    pageHeight: document.documentElement.scrollHeight,
  }));
  return { y, story: read.story, beat: read.beat, pageHeight };
}

/** Down the page: every beat, in page order, and a story that only moves on. */
export function expectStoryInPageOrder(stops: readonly StoryStop[], testInfo: TestInfo): void {
  const description = stops.map(({ y, story }) => `${y}:${story.toFixed(3)}`).join(' ');
  testInfo.annotations.push({ type: 'stops', description });
  expect([...new Set(stops.map(({ beat }) => beat))], 'every beat, in page order').toEqual([
    ...beatNames,
  ]);
  const stories = stops.map(({ story }) => story);
  expect(stories, 'the story only moves on going down').toEqual([...stories].sort((a, b) => a - b));
}

/**
 * Back up, to every `every`-th stop of the way down: the same story and beat there. (Down, the
 * sections below had not been drawn yet, each standing in at an estimated height.)
 */
export async function expectSameStoryBackUp(
  page: Page,
  scene: SceneHandle,
  stops: readonly StoryStop[],
  every = 1,
): Promise<void> {
  const revisited = stops.filter((_, index) => index % every === 0 || index === stops.length - 1);
  for (const stop of revisited.reverse()) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), stop.y);
    const read = await readStop(page, scene);
    const heights = `page ${stop.pageHeight} px high then, ${read.pageHeight} px now`;
    expect
      .soft(
        { story: read.story, beat: read.beat },
        `back at ${stop.y} px, the story read there on the way down (${heights})`,
      )
      .toEqual({ story: expect.closeTo(stop.story, 6) as unknown, beat: stop.beat });
  }
}

/**
 * The jumps a reader makes land on their beat: a link of the section navigation (in the header's
 * row, or in the phone's menu), the End key's smooth scroll to the footer, and Home back up.
 */
export async function expectJumpsLandOnBeats(page: Page, scene: SceneHandle): Promise<void> {
  // The header's first navigation, named in the page's language: the walks run in any of them.
  const nav = page.locator('header nav').first();
  await expect(nav).toHaveAccessibleName(/./);
  const menu = nav.locator('summary');
  if (await menu.isVisible()) await menu.click();
  await nav.locator('a[href$="#tokenomics"]:visible').click();
  await expect(page).toHaveURL(/#tokenomics$/);
  for (const [key, beat] of [
    [null, 'tokenomics'],
    ['End', 'footer'],
    ['Home', 'hero'],
  ] as const) {
    if (key) await page.keyboard.press(key);
    await waitForScrollToRest(page);
    expect((await waitForSettledStory(page, scene, { beat })).beat).toBe(beat);
  }
}
