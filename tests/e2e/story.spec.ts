import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { sectionIds } from '../../src/content/copy';
import { beatNames } from '../../src/scene/story/beats';
import { en } from '../site-messages';
import { waitForHydration } from './hydration';
import {
  afterIdle,
  holdTheTipStill,
  nextFrames,
  playScene,
  type SceneHandle,
  sceneHandle,
  scrollThrough,
  scrollToPart,
  waitForSceneFrames,
  waitForScreenInPlace,
  waitForScrollToRest,
  waitForSectionsIsland,
  waitForSettledStory,
} from './page-state';
import { screenPicture } from './screen-picture';

/*
 * The scroll story (issue 26): one scene on a stage fixed behind the whole home page, a beat for
 * each part of it (the hero, the five sections, the footer), read through the scene's debug handle
 * and on the rendered pixels, in Chromium with SwiftShader. Every wait is on what the page or the
 * scene reports; SwiftShader draws on a CPU shared with other test workers, so waits are long.
 * The story read on a walk down the page, back up and after jumps is the walks' (story-walk.ts, in
 * contrast.spec.ts at 1280 px and phone-story.spec.ts at 390 px), which read the screen there too.
 */

const liveTimeout = { timeout: 90_000 };

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The page's parts in order, each with its beat: the hero, the five sections, the footer. */
const parts = beatNames;

/** The time the pictures are taken at: the story then jumps to the scroll instead of easing. */
const FROZEN_AT = 2.6;

/**
 * Mean difference (0–255 a channel) of the screen with and without the scene behind a part, where
 * no card covers it (6 to 19 measured at 1280 px, 6.8 to 12 at 390 px, the footer aside).
 */
const MIN_SCENE_SHOWN = 3;
/** Mean difference (0–255 a channel) between two beats' pictures of the scene alone (10 to 21). */
const MIN_BEAT_CHANGE = 5;

interface Shot {
  data: Buffer;
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The viewport's raw RGB. Finite CSS animations are finished first, so the page holds still. */
async function shot(page: Page): Promise<Shot> {
  const png = await screenPicture(page);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A screenshot taken with a style sheet added for it (and taken out again). */
async function shotWith(page: Page, css: string): Promise<Shot> {
  const style = await page.addStyleTag({ content: css });
  try {
    await nextFrames(page);
    return await shot(page);
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** The page without the scene: the stage hidden, the page's own background behind everything. */
const withoutScene = (page: Page) =>
  shotWith(page, '[data-stage] { visibility: hidden !important; }');
/** The scene alone: everything but the stage made transparent. */
const sceneAlone = (page: Page) =>
  shotWith(page, 'body > :not([data-stage]) { opacity: 0 !important; }');

/**
 * Mean absolute difference per channel (0–255) over the pixels `counted` keeps (all by default).
 */
function difference(a: Shot, b: Shot, counted: (x: number, y: number) => boolean = () => true) {
  let total = 0;
  let pixels = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      if (!counted(x, y)) continue;
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) total += Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0));
      pixels += 1;
    }
  return { mean: pixels ? total / pixels / 3 : 0, pixels };
}

/**
 * What of the screen shows what lies behind the page: below the fixed header, and outside every
 * card and panel (any box with an opaque background of its own; the footer's gradient counts as
 * the page's, not a card).
 */
async function openScreen(page: Page): Promise<{ top: number; cards: Box[] }> {
  return page.evaluate(() => {
    const opaque = (color: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      const alpha = match?.[1]?.split(/[\s,/]+/)[3];
      return Boolean(match) && (alpha === undefined || Number(alpha) >= 0.9);
    };
    const cards: Box[] = [];
    for (const element of document.querySelectorAll('main *, footer *')) {
      if (!opaque(getComputedStyle(element).backgroundColor)) continue;
      const { x, y, width, height } = element.getBoundingClientRect();
      if (width * height > 0 && y < innerHeight && y + height > 0)
        cards.push({ x, y, width, height });
    }
    const header = document.querySelector('header')?.getBoundingClientRect();
    return { top: Math.max(0, Math.ceil(header?.bottom ?? 0)), cards };
  });
}

const inside = (boxes: Box[], x: number, y: number) =>
  boxes.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);

/**
 * Opens the home page, starts the scene with the Animation control (SwiftShader gets the still
 * image until asked), and waits for the live scene and for the page's islands to have hydrated;
 * returns the scene's debug handle.
 */
async function openLive(page: Page): Promise<SceneHandle> {
  // A visitor who chose English: no suggestion of another language floats over the page.
  await page.addInitScript(() => localStorage.setItem('emberwild:language', 'en'));
  await page.goto('/');
  await playScene(page, liveTimeout.timeout);
  await expect(page.locator('[data-stage][data-live] canvas')).toHaveCSS('opacity', '1');
  await waitForHydration(page);
  await waitForSectionsIsland(page);
  return sceneHandle(page);
}

function note(testInfo: TestInfo, type: string, value: unknown) {
  const description = typeof value === 'string' ? value : JSON.stringify(value);
  testInfo.annotations.push({ type, description });
  console.log(`${testInfo.title} · ${type}: ${description}`);
}

test.describe.configure({ timeout: 1_200_000 });
test.beforeEach(({ page }) => holdTheTipStill(page));

test('the story has a beat for each part of the home page, in page order', () => {
  expect(beatNames).toEqual(['hero', ...sectionIds, 'footer']);
});

for (const viewport of viewports) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('each part of the page has its beat, the scene shows behind it, each beat its own picture', async ({
      page,
    }, testInfo) => {
      const scene = await openLive(page);
      const figures: Record<string, { story: number; shown: number; beatChange?: number }> = {};
      let previous: Shot | undefined;
      for (const part of parts) {
        // Time runs on the way to the character: the drawn story eases to the scroll's and lands
        // on the beat. To the other parts, time is stopped first and the story jumps there: the
        // easing is the same for all, and waiting for it at each part made the test slow.
        const eases = part === parts[1];
        await scene.freeze(eases ? null : FROZEN_AT);
        await scrollToPart(page, part);
        const settled = await waitForSettledStory(page, scene, { beat: part });
        expect(settled.beat).toBe(part);
        // Time stopped, the pictures compared are the beat's, not a flicker of the fire.
        await scene.freeze(FROZEN_AT);
        await waitForSceneFrames(page, scene, 2);
        await waitForScreenInPlace(page);
        const { top, cards } = await openScreen(page);
        const open = (x: number, y: number) => y >= top && !inside(cards, x, y);
        const shown = difference(await shot(page), await withoutScene(page), open);
        const alone = await sceneAlone(page);
        figures[part] = { story: settled.story, shown: shown.mean };
        expect(shown.pixels, `${part}: some of the screen is not covered by cards`).toBeGreaterThan(
          viewport.width * 40,
        );
        expect
          .soft(shown.mean, `${part}: the scene shows behind the page`)
          .toBeGreaterThan(MIN_SCENE_SHOWN);
        if (previous) {
          const change = difference(previous, alone).mean;
          figures[part].beatChange = change;
          expect
            .soft(change, `${part}: its picture differs from the beat before`)
            .toBeGreaterThan(MIN_BEAT_CHANGE);
        }
        await testInfo.attach(`${part}-scene`, {
          body: await sharp(alone.data, {
            raw: { width: alone.width, height: alone.height, channels: 3 },
          })
            .png()
            .toBuffer(),
          contentType: 'image/png',
        });
        previous = alone;
      }
      note(testInfo, 'beats', figures);
    });
  });
}

test.describe('what the page tells the scene', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the scroll and the pointer at most once an animation frame, nothing when nothing changed', async ({
    page,
  }, testInfo) => {
    // Every message to a worker, with the animation frame it was sent in (null outside one).
    await page.addInitScript(() => {
      type Sent = { type: string; frame: number | null; scrollY: number | null };
      const scope = window as unknown as { __sceneMessages: Sent[] };
      const sent: Sent[] = (scope.__sceneMessages = []);
      const request = window.requestAnimationFrame.bind(window);
      // The frames are numbered by a callback that runs first in each: it asks for the next frame
      // during this one, before anything the page asks for. (Telling frames apart by their
      // timestamps failed: a busy Chromium gives two frames one timestamp.)
      let frames = 0;
      const count = () => {
        frames += 1;
        request(count);
      };
      request(count);
      let frame: number | null = null;
      window.requestAnimationFrame = (callback) =>
        request((time) => {
          frame = frames;
          try {
            callback(time);
          } finally {
            frame = null;
          }
        });
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        const message = args[0] as { type?: unknown; inputs?: { scrollY?: number } } | null;
        if (typeof message?.type === 'string')
          sent.push({ type: message.type, frame, scrollY: message.inputs?.scrollY ?? null });
        Reflect.apply(post, this, args);
      } as Worker['postMessage'];
    });
    const scene = await openLive(page);
    await waitForSettledStory(page, scene);
    const messages = () =>
      page.evaluate(() => {
        const scope = window as unknown as {
          __sceneMessages: { type: string; frame: number | null; scrollY: number | null }[];
        };
        return scope.__sceneMessages.splice(0).filter(({ type }) => type === 'inputs');
      });

    // A burst of wheel turns and pointer moves, faster than frames are drawn.
    await page.mouse.move(640, 400);
    await messages();
    for (let turn = 0; turn < 24; turn++) {
      await page.mouse.wheel(0, 90);
      await page.mouse.move(640 + (turn % 2 ? 40 : -40), 400);
    }
    await page.mouse.move(640, 400);
    const scrollY = await waitForScrollToRest(page);
    await nextFrames(page);
    const burst = await messages();
    note(testInfo, 'inputs messages in the burst', burst.length);
    expect(burst.length).toBeGreaterThan(0);
    expect(
      burst.filter(({ frame }) => frame === null),
      'sent from an animation frame',
    ).toEqual([]);
    const frames = burst.map(({ frame }) => frame);
    expect(new Set(frames).size, 'at most one a frame').toBe(frames.length);
    expect(burst.at(-1)?.scrollY, 'the last one tells where the scroll ended').toBe(scrollY);

    // Nothing changed: the same scroll and pointer reported again, and then a quiet page.
    await page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      for (let i = 0; i < 10; i++) {
        window.dispatchEvent(new Event('scroll'));
        window.dispatchEvent(
          new PointerEvent('pointermove', { clientX: 640, clientY: 400, bubbles: true }),
        );
        await frame();
      }
      for (let i = 0; i < 30; i++) await frame();
    });
    expect(await messages(), 'nothing sent when nothing changed').toEqual([]);
  });
});

test.describe('the scene rests', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at the footer once settled, wakes on the way back; the whitepaper has no stage', async ({
    page,
  }) => {
    const scene = await openLive(page);
    await scrollToPart(page, 'footer');
    await waitForSettledStory(page, scene, { beat: 'footer' });
    await expect
      .poll(async () => (await scene.diagnostics()).drawing, {
        message: 'resting at the footer',
        timeout: 60_000,
      })
      .toBe(false);
    // At rest it draws nothing more, while the page goes on drawing its own frames. (Counted
    // from a few frames on: the worker may finish the frame it was drawing as it came to rest.)
    for (let i = 0; i < 3; i++) await nextFrames(page);
    const restingAt = (await scene.diagnostics()).frames;
    await page.evaluate(async () => {
      for (let i = 0; i < 30; i++)
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    expect((await scene.diagnostics()).frames).toBe(restingAt);

    await scrollToPart(page, 'roadmap');
    await expect
      .poll(async () => (await scene.diagnostics()).drawing, { message: 'awake again' })
      .toBe(true);
    await waitForSettledStory(page, scene, { beat: 'roadmap' });
    expect((await scene.diagnostics()).frames).toBeGreaterThan(restingAt);

    await page
      .getByRole('navigation', { name: en('nav.label') })
      .getByRole('link', { name: en('nav.whitepaper') })
      .click();
    await expect(page).toHaveURL(/\/whitepaper$/);
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scene-stage');
  });
});

test.describe('visitors who prefer reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  // That the page looks exactly as before is what visual.spec.ts's baselines (reduced motion) hold.
  test('get no stage and no canvas anywhere down the page, and the page keeps its background', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-scene="image"]')).toBeAttached(liveTimeout);
    await afterIdle(page);
    await scrollThrough(page, 'bottom');
    await afterIdle(page);
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scene-stage');
    // The page's own glows are still its background: nothing made room for a stage.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toMatch(
      /url\(/,
    );
  });
});
