import { expect, type Page, test, type Worker } from '@playwright/test';
import sharp from 'sharp';
import { testChromiumPath } from '../../scripts/lib/chromium.js';
import type { SceneDebugScope } from '../../src/scene/scene-runtime';
import { en } from '../site-messages';
import {
  afterIdle,
  askForScene,
  playScene,
  sceneHandle,
  waitForSceneFrames,
  waitForSettledStory,
} from './page-state';
import { englishPage } from '../shared/english-page';

// The live 3D hero in Chromium with SwiftShader: it draws, it answers the scroll, and the page
// stays whole — on the still image — whenever the scene cannot run. SwiftShader is a software
// renderer, which gets the still image by itself: each test here starts the scene as a visitor
// does, with the header's Animation control (page-state.ts, playScene). The one canvas lives on the
// stage (`[data-stage]`, fixed behind the whole page), not in the hero; while the hero is read the
// scene is framed into the hero's art box (`[data-scene]`). The story below the hero:
// story.spec.ts.

// SwiftShader draws on the CPU, which other test workers share: generous waits.
const liveTimeout = { timeout: 60_000 };
const sceneChunk = /\/assets\/(mount-scene|scene-runtime|scene\.worker)[^/]*\.js$/;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Raw RGB of part of the viewport. A page screenshot, so nothing scrolls to take it. */
async function grab(page: Page, clip: Region) {
  const png = await page.screenshot({ clip });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function variety({ data }: { data: Buffer }) {
  const colors = new Set<number>();
  let sum = 0;
  let sumSq = 0;
  const pixels = data.length / 3;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    colors.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += luma;
    sumSq += luma * luma;
  }
  const mean = sum / pixels;
  return { colors: colors.size, mean, spread: Math.sqrt(sumSq / pixels - mean * mean) };
}

/** Mean absolute difference per channel, 0–255. */
function difference(a: { data: Buffer }, b: { data: Buffer }) {
  let total = 0;
  for (let i = 0; i < a.data.length; i++) total += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return total / a.data.length;
}

/** The right part of the art box on a 1280 px wide page: scene only, no hero text over it. */
async function sceneRegion(page: Page, top = 96, height = 560): Promise<Region> {
  const box = await page.locator('[data-scene]').boundingBox();
  if (!box) throw new Error('the hero art box is missing');
  const x = Math.max(box.x, 760);
  return { x, y: top, width: box.x + box.width - x, height };
}

async function sceneWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().some((w) => w.url().includes('scene.worker'))).toBe(true);
  const worker = page.workers().find((w) => w.url().includes('scene.worker'));
  if (!worker) throw new Error('no scene worker');
  return worker;
}

/** Console warnings and errors about WebGL or its context, from the page and its workers. */
function watchWebglWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (['warning', 'error'].includes(message.type()) && /webgl|context/i.test(text))
      warnings.push(text);
  });
  return warnings;
}

/**
 * Through the swap to the scene (the still fades out in 0.9 s), the art box always shows a
 * picture: the still, the scene or both, never the bare page while the GPU has yet to run the
 * scene's first frame. Grabs the box again and again for 2.5 s from the moment the page went live.
 */
async function expectPictureThroughSwap(page: Page, region: Region) {
  const swapEnds = Date.now() + 2_500;
  for (let sample = 1; Date.now() < swapEnds; sample++) {
    const { colors } = variety(await grab(page, region));
    expect(colors, `a picture through the swap (grab ${sample})`).toBeGreaterThan(400);
  }
}

async function expectWholePageOnImage(page: Page) {
  const hero = page.getByRole('region', { name: englishPage.name });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(englishPage.name);
  await expect(hero.getByRole('img', { name: en('hero.imageAlt') })).toBeVisible();
  await expect(page.getByText(englishPage.errorScreen)).toHaveCount(0);
  await expect(page.getByRole('region', { name: en('sections.roadmap.title') })).toBeAttached();
}

test.describe('the live 3D hero', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: 120_000 });

  test('draws a living, varied picture over the still image', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await playScene(page);
    const region = await sceneRegion(page);
    await expectPictureThroughSwap(page, region);
    // One canvas, on the stage behind the page (not in the hero), shown; the still steps aside.
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.locator('[data-stage][data-live] canvas')).toHaveCount(1);
    await expect(page.locator('[data-stage] canvas')).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-scene] canvas')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-scene-stage');
    await expect(page.locator('[data-scene] img')).toHaveCSS('opacity', '0');

    const first = await grab(page, region);
    const { colors, mean, spread } = variety(first);
    expect(colors, 'distinct colors').toBeGreaterThan(400);
    expect(mean, 'not black').toBeGreaterThan(8);
    expect(spread, 'light and shade').toBeGreaterThan(12);

    await expect
      .poll(async () => difference(first, await grab(page, region)), {
        message: 'the flame moves',
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    expect(errors).toEqual([]);
  });

  test('answers the scroll: the camera dollies in and the flame flares', async ({ page }) => {
    await page.goto('/');
    await playScene(page);
    const scene = await sceneHandle(page);
    // Stop time so that only the scroll can change the picture.
    await scene.freeze(2.6);
    const scrollBy = 240;
    const top = 64 + scrollBy;
    const before = await sceneRegion(page, top, 400);
    // A frozen scene draws the same picture every frame: two drawn at the frozen time, then a few
    // more, show the same.
    await waitForSceneFrames(page, scene, 2);
    const still = await grab(page, before);
    await waitForSceneFrames(page, scene, 3);
    expect(difference(still, await grab(page, before)), 'frozen picture holds still').toBeLessThan(
      0.5,
    );
    const atTop = await waitForSettledStory(page, scene, { beat: 'hero' });

    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollBy);
    const scrolled = await waitForSettledStory(page, scene, { beat: 'hero' });
    expect(scrolled.story, 'the story moves on with the scroll').toBeGreaterThan(atTop.story);
    // The stage stays where it is, fixed to the screen; the framing moves with the hero's art box.
    expect(await page.locator('[data-stage] canvas').boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 800,
    });
    // The same part of the art, now higher on the screen, is another picture: the camera moved.
    expect(
      difference(still, await grab(page, { ...before, y: top - scrollBy })),
      'scrolled picture differs',
    ).toBeGreaterThan(4);
  });

  test('also runs on the main thread where a canvas cannot go to a worker', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await page.goto('/');
    await playScene(page);
    expect(page.workers().some((w) => w.url().includes('scene.worker'))).toBe(false);
    await expect(page.locator('[data-scene-path="main-thread"]')).toBeAttached();
    await expect(page.locator('[data-stage] canvas')).toHaveCSS('opacity', '1');
    // The debug handle is on the page itself, and the story follows the scroll there too.
    const scene = await sceneHandle(page);
    expect((await waitForSettledStory(page, scene, { beat: 'hero' })).frames).toBeGreaterThan(0);
    const { colors } = variety(await grab(page, await sceneRegion(page)));
    expect(colors).toBeGreaterThan(400);
  });

  test('a lost context shows the image, no error screen, and the scene returns on restore', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await playScene(page);
    const worker = await sceneWorker(page);
    await worker.evaluate(() =>
      (globalThis as SceneDebugScope).__emberwildScene?.three?.gl.forceContextLoss(),
    );
    await expect(page.locator('[data-scene="lost"]')).toBeAttached();
    // The stage stays (the context may come back) but shows nothing; the still image is back.
    await expect(page.locator('[data-stage] canvas')).toHaveCSS('opacity', '0');
    await expect(page.locator('[data-stage][data-live]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scene-stage');
    await expect(page.locator('[data-scene] img')).toHaveCSS('opacity', '1');
    await expectWholePageOnImage(page);

    await worker.evaluate(() =>
      (globalThis as SceneDebugScope).__emberwildScene?.three?.gl.forceContextRestore(),
    );
    await expect(page.locator('[data-scene="live"]')).toBeAttached(liveTimeout);
    // A restored context is blank until it has drawn: the still stays until the GPU has run that.
    await expectPictureThroughSwap(page, await sceneRegion(page));
    expect(errors).toEqual([]);
  });

  test('a context that never comes back leaves the still image for good', async ({ page }) => {
    await page.goto('/');
    await playScene(page);
    const worker = await sceneWorker(page);
    await worker.evaluate(() =>
      (globalThis as SceneDebugScope).__emberwildScene?.three?.gl.forceContextLoss(),
    );
    await expect(page.locator('[data-scene="lost"]')).toBeAttached();
    // The host waits 5 s for the browser to give the context back, then lets the scene go.
    await expect(page.locator('[data-scene="image"]')).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expectWholePageOnImage(page);
  });

  test('with the 3D boundary chunk blocked the page is whole, on the image', async ({ page }) => {
    await page.route(/\/assets\/mount-scene[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await askForScene(page);
    await expect(page.locator('[data-scene="image"]')).toHaveAttribute(
      'data-scene-reason',
      'failed',
      liveTimeout,
    );
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expectWholePageOnImage(page);
  });

  test('with the scene worker blocked the page is whole, on the image', async ({ page }) => {
    await page.route(/\/assets\/scene\.worker[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await askForScene(page);
    await expect(page.locator('[data-scene="image"]')).toHaveAttribute(
      'data-scene-reason',
      'failed',
      liveTimeout,
    );
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expectWholePageOnImage(page);
  });

  test('twelve round trips home → whitepaper → home keep one canvas and warn of nothing', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const warnings = watchWebglWarnings(page);
    const started: Worker[] = [];
    page.on('worker', (worker) => {
      if (worker.url().includes('scene.worker')) started.push(worker);
    });
    await page.goto('/');
    await playScene(page);
    for (let trip = 1; trip <= 12; trip++) {
      await page
        .getByRole('navigation', { name: en('nav.label') })
        .getByRole('link', { name: en('nav.whitepaper') })
        .click();
      await expect(page).toHaveURL(/\/whitepaper$/);
      await expect(page.locator('[data-stage]')).toHaveCount(0);
      await expect(page.locator('canvas')).toHaveCount(0);
      await page.getByRole('link', { name: en('nav.home') }).click();
      // The control stays on across pages: each visit starts a scene by itself (a canvas handed to
      // a new worker); every third one is waited for until it draws, so contexts are created and
      // released again and again.
      await expect(page.locator('[data-stage] canvas')).toHaveCount(1, liveTimeout);
      if (trip % 3 === 0)
        await expect(page.locator('[data-scene="live"]')).toBeAttached(liveTimeout);
      expect(await page.locator('canvas').count()).toBeLessThanOrEqual(1);
    }
    // A scene per visit, each in a worker of its own that ends with it: 13 started, and once the
    // last visit's scene has drawn, only its worker is left.
    await expect(page.locator('[data-scene="live"]')).toBeAttached(liveTimeout);
    expect(started.length).toBe(13);
    await expect
      .poll(() => page.workers().filter((w) => w.url().includes('scene.worker')).length, {
        message: 'scene workers alive',
      })
      .toBe(1);
    expect(warnings).toEqual([]);
  });
});

test.describe('visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('get the still image, no 3D code requested, and the scene only when they ask for it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (sceneChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('[data-scene="image"]')).toHaveAttribute(
      'data-scene-reason',
      'reduced-motion',
      liveTimeout,
    );
    const toggle = page.getByRole('button', { name: en('nav.animation'), exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The page has been idle since the hero settled on the image: a scene started late would have
    // sent for its code by then.
    await afterIdle(page);
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expectWholePageOnImage(page);
    expect(requested).toEqual([]);

    // Asked for, the scene plays all the same.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-scene="live"]')).toBeAttached(liveTimeout);
    await expect(page.locator('[data-stage][data-live] canvas')).toHaveCSS('opacity', '1');
  });
});

test.describe('without WebGL', () => {
  test('the page keeps the still image, loads no 3D code, shows no error; the control says why', async ({
    playwright,
    baseURL,
  }) => {
    // A browser of its own with no GPU and no software fallback: no WebGL on any thread. (Chromium's
    // --disable-webgl would not do: it leaves WebGL2 on an OffscreenCanvas in a worker.)
    const browser = await playwright.chromium.launch({
      executablePath: testChromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-software-rasterizer'],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      const requested: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        if (sceneChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
      });
      await page.goto('/');
      await expect(page.locator('[data-scene="image"]')).toHaveAttribute(
        'data-scene-reason',
        'no-webgl2',
        liveTimeout,
      );
      // The Animation control says the scene is unavailable instead of pretending, and a press
      // changes nothing.
      const toggle = page
        .getByRole('banner')
        .getByRole('button', { name: en('nav.animation'), exact: true });
      await expect(toggle).toHaveAttribute('aria-disabled', 'true');
      await expect(toggle).toBeDisabled();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveAccessibleDescription(en('nav.animationUnavailable'));
      // A visitor can still press it (aria-disabled keeps it focusable and clickable, which
      // Playwright's actionability checks would wait on for ever).
      await toggle.click({ force: true });
      await expect(page.locator('html')).toHaveAttribute('data-animation', 'unavailable');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('[data-scene="image"]')).toBeAttached();
      await expect(page.locator('[data-stage]')).toHaveCount(0);
      await expect(page.locator('canvas')).toHaveCount(0);
      await expectWholePageOnImage(page);
      expect(requested).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
