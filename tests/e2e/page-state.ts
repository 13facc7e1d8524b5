import { expect, type Page, type Worker } from '@playwright/test';
import type { SceneDebugScope } from '../../src/scene/scene-runtime';
import type { SceneDiagnostics } from '../../src/scene/scene-diagnostics';
import type { BeatName } from '../../src/scene/story/beats';

/*
 * Concrete page states to wait on instead of sleeping: frames drawn, an idle moment, the hero's
 * picture decided, the page scrolled like a reader, the live scene's story settled.
 */

/**
 * Resolves once the page has drawn two more frames: whatever the last input or event set off has
 * been rendered and painted. (It rejects if the page navigated away meanwhile.)
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resolves at the browser's next idle moment, then two frames on: the work the page put off until
 * it was idle (the toaster, the 3D gate) has been started by then.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { timeout: 5_000 },
        ),
      ),
  );
}

/** Scrolls like a reader: in steps, letting the page paint in between, to `to` px or the bottom. */
export async function scrollThrough(page: Page, to: number | 'bottom' = 'bottom'): Promise<void> {
  const target =
    to === 'bottom' ? await page.evaluate(() => document.documentElement.scrollHeight) : to;
  for (let y = 0; y <= target; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
}

/**
 * Waits until the hero's picture is settled for good: the live scene drawing, or the still image
 * (the scene gated off or failed). Pages without a hero have nothing to wait for.
 */
export async function waitForHeroArt(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLElement>('[data-scene]');
      return !frame || frame.dataset.scene === 'live' || frame.dataset.scene === 'image';
    },
    undefined,
    { timeout },
  );
}

/** The reasons the hero keeps its still image that the visitor's Animation control can overrule. */
const playableReasons =
  /^(software-renderer|performance-caveat|reduced-motion|save-data|animation-off)$/;

/**
 * Asks for the live scene as a visitor does: waits for the hero's verdict (it comes after the load
 * and an idle moment; until then the control shows only a first guess), then presses the header's
 * Animation control with a real click if it is not pressed. Where the verdict was already the scene
 * (a remembered choice, a GPU), nothing is pressed.
 */
export async function askForScene(page: Page, timeout = 90_000): Promise<void> {
  const frame = page.locator('[data-scene]');
  await expect(frame, 'the hero’s verdict').toHaveAttribute(
    'data-scene',
    /^(image|loading|live)$/,
    {
      timeout,
    },
  );
  if ((await frame.getAttribute('data-scene')) !== 'image') return;
  const reason = await frame.getAttribute('data-scene-reason');
  if (!reason || !playableReasons.test(reason))
    throw new Error(`the hero keeps its still image (${reason}): no scene to ask for`);
  // The still image of an automatic verdict turns the control off as the verdict lands.
  const toggle = page.locator('header [data-animation-toggle]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
}

/** Starts the live scene with the Animation control (askForScene) and waits until it has drawn. */
export async function playScene(page: Page, timeout = 90_000): Promise<void> {
  await askForScene(page, timeout);
  await expect(page.locator('[data-scene]'), 'the live scene').toHaveAttribute(
    'data-scene',
    'live',
    { timeout },
  );
}

/**
 * A visitor who turned the Animation control on at an earlier visit, for tests of the page's own
 * motion (count-ups, the spine's glow) rather than of the 3D. The remembered choice starts the
 * scene as well: its boundary chunk is refused here, so the hero keeps its still image (the scene
 * failed) while the page's motion stays on, and SwiftShader draws nothing beside the page.
 */
export async function rememberAnimationOnWithoutScene(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('emberwild:animation', 'on'));
  await page.route(/\/assets\/mount-scene[^/]*\.js$/, (route) => route.abort());
}

/*
 * The live scene, read through its debug handle (`__emberwildScene`, set by startScene in
 * src/scene/scene-runtime.tsx): in the scene's worker, or on the page itself on the main-thread
 * path.
 */

/** Where the handle lives: a page and a worker evaluate alike. */
type SceneScope = Pick<Worker, 'evaluate'>;

export interface SceneHandle {
  diagnostics(): Promise<SceneDiagnostics>;
  /**
   * Stops the scene's time at `time` seconds (null lets it run): the story then jumps, not eases,
   * and the scene rests two frames after each move, its last frame on the canvas.
   */
  freeze(time: number | null): Promise<void>;
}

const handleOf = (scope: SceneScope): SceneHandle => ({
  diagnostics: () =>
    scope.evaluate(() => {
      const scene = (globalThis as SceneDebugScope).__emberwildScene;
      if (!scene) throw new Error('the scene has no debug handle');
      return scene.diagnostics();
    }),
  freeze: (time) =>
    scope.evaluate((at) => (globalThis as SceneDebugScope).__emberwildScene?.freeze(at), time),
});

/**
 * Waits for the live scene's debug handle and returns it: the scene's worker that holds it, or the
 * page on the main-thread path.
 */
export async function sceneHandle(page: Page, timeout = 60_000): Promise<SceneHandle> {
  const hasHandle = (scope: SceneScope) =>
    scope
      .evaluate(() => Boolean((globalThis as SceneDebugScope).__emberwildScene))
      .catch(() => false);
  let found: SceneScope | undefined;
  await expect
    .poll(
      async () => {
        const workers = page.workers().filter((worker) => worker.url().includes('scene.worker'));
        for (const scope of [page, ...workers]) if (await hasHandle(scope)) found = scope;
        return Boolean(found);
      },
      { message: 'the scene’s debug handle', timeout },
    )
    .toBe(true);
  return handleOf(found!);
}

/*
 * The scene is read every 50 ms, not on expect.poll's default back-off (100, 250, 500 ms, then every
 * second): a wait for two frames would otherwise end up to a second after they were drawn, and the
 * story tests wait for frames some hundred times.
 */
export const scenePollIntervals = [25, 50];

/**
 * Waits until the scene has drawn `count` more frames, or rests (a frozen scene rests once it has
 * drawn what it was last asked for), and the page has shown the last of them.
 */
export async function waitForSceneFrames(
  page: Page,
  scene: SceneHandle,
  count: number,
  timeout = 60_000,
): Promise<void> {
  const from = (await scene.diagnostics()).frames;
  await expect
    .poll(
      async () => {
        const { frames, drawing } = await scene.diagnostics();
        return frames >= from + count || !drawing;
      },
      { message: `${count} more frames drawn`, timeout, intervals: scenePollIntervals },
    )
    .toBe(true);
  await nextFrames(page);
}

/** Closer than this, the drawn story has caught up with the scroll's (the scene's own 1e-3). */
const settledWithin = 2e-3;

/**
 * Waits until the scene has taken in the page's scroll position and its drawn story has caught up:
 * two frames drawn since the page last sent its inputs (or the scene resting, which it does only
 * once settled), the eased story at the scroll's, and the beat `beat` if given. Returns what the
 * scene reports then. With time frozen the story jumps, so this takes two frames.
 */
export async function waitForSettledStory(
  page: Page,
  scene: SceneHandle,
  { beat, timeout = 180_000 }: { beat?: string; timeout?: number } = {},
): Promise<SceneDiagnostics> {
  // Two frames on, the page has sent the last scroll.
  await nextFrames(page);
  const from = (await scene.diagnostics()).frames;
  let last: SceneDiagnostics | undefined;
  await expect
    .poll(
      async () => {
        last = await scene.diagnostics();
        const { frames, story, shownStory, drawing } = last;
        const drawn = frames >= from + 2 || !drawing;
        const settled = Math.abs(story - shownStory) < settledWithin;
        if (drawn && settled && (!beat || last.beat === beat)) return 'settled';
        const pace = `${frames - from} frames drawn`;
        return `story ${story.toFixed(4)}, shown ${shownStory.toFixed(4)} (${last.beat}), ${pace}, ${drawing ? 'drawing' : 'not drawing'}`;
      },
      {
        message: `the story settled${beat ? ` on the ${beat} beat` : ''}`,
        timeout,
        intervals: scenePollIntervals,
      },
    )
    .toBe('settled');
  await nextFrames(page);
  return last!;
}

/*
 * The page held where a picture of it means something.
 */

/**
 * Scrolls (at once, as a jump does) so that a part of the page is read: the hero at the top, a
 * section's top at a tenth of the screen (its top fifth), the footer at the end of the page. A
 * section drawn for the first time takes its real height, which moves what follows it (and the
 * browser's scroll anchoring may move the page): the aim is taken again until it holds. Returns the
 * scroll position.
 */
export async function scrollToPart(page: Page, part: BeatName): Promise<number> {
  return page.evaluate(async (name) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const aim = () => {
      const end = document.documentElement.scrollHeight - innerHeight;
      if (name === 'hero') return 0;
      if (name === 'footer') return end;
      const section = document.getElementById(name);
      if (!section) throw new Error(`no #${name}`);
      const top = section.getBoundingClientRect().top + scrollY;
      return Math.round(Math.min(end, top - innerHeight * 0.1));
    };
    // Held for ten frames in a row: a section drawn late (or its neighbour) has taken its height.
    for (let frames = 0, held = 0; frames < 600; frames++) {
      const y = aim();
      if (Math.abs(scrollY - y) > 1) {
        scrollTo({ top: y, behavior: 'instant' });
        held = 0;
      } else if (++held >= 10) return scrollY;
      await frame();
    }
    throw new Error(`the ${name} part would not hold still at the top fifth`);
  }, part);
}

/** Waits until the page has stopped scrolling (a smooth scroll or a fling has ended). */
export async function waitForScrollToRest(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    let last = -1;
    let still = 0;
    // Bounded in frames, not time: a smooth scroll across the page takes well under 600.
    for (let frames = 0; frames < 600 && still < 5; frames++) {
      await frame();
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
    return scrollY;
  });
}

/**
 * Nothing on screen is moving on its own: every reveal that has set off has eased in (fully opaque,
 * where the layout puts it), and no number is still counting. (A reveal still waiting to set off,
 * at the screen's bottom edge, holds still, hidden.)
 */
export async function waitForScreenInPlace(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-reveal], [data-count]')].flatMap(
            (element) => {
              const drawn = element.getBoundingClientRect();
              if (drawn.bottom <= 0 || drawn.top >= innerHeight) return [];
              const text = (element.textContent ?? '').trim().slice(0, 30);
              // A count waits with its reveal, which starts once its top is above 90 % of the screen.
              const waiting =
                element.closest<HTMLElement>('[data-reveal]')?.dataset.reveal === 'hidden';
              if (element.dataset.count !== undefined && !waiting) return [`counting "${text}"`];
              if (element.dataset.reveal !== 'shown') return [];
              // As reveals.ts: laid-out offsets against the drawn box, and full opacity.
              const parent = element.offsetParent;
              const frame = parent?.getBoundingClientRect();
              const left = parent && frame ? frame.left + parent.clientLeft : -scrollX;
              const top = parent && frame ? frame.top + parent.clientTop : -scrollY;
              const off = Math.max(
                Math.abs(drawn.left - left - element.offsetLeft),
                Math.abs(drawn.top - top - element.offsetTop),
              );
              const opacity = getComputedStyle(element).opacity;
              return opacity === '1' && off < 1 ? [] : [`"${text}": ${opacity}, ${off} px off`];
            },
          ),
        ),
      // Read every 50 ms: on expect.poll's default back-off a reveal of well under a second was
      // seen settled up to a second late, at each of the sweeps' hundred-odd stops.
      { message: 'reveals and counts on screen settled', timeout: 30_000, intervals: [50] },
    )
    .toEqual([]);
}

/**
 * Heads for the sections below the hero with a key that scrolls nothing, and waits until their
 * island has hydrated (its reveals below the fold have hidden to wait for the reader): nothing of
 * its start moves the page in the middle of a test.
 */
export async function waitForSectionsIsland(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page
    .locator('[data-reveal="hidden"]')
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  await nextFrames(page);
}

/**
 * The home page as a reader finds it below the hero, with or without motion: the sections' island
 * started (a key, which scrolls nothing) and hydrated (the Armory's stills come with it), and
 * those stills loaded now rather than lazily, so no picture or spine changes between two shots.
 */
export async function settleSections(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('label picture img').first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(async () => {
    const lazy = [...document.images].filter((image) => image.loading === 'lazy');
    for (const image of lazy) image.loading = 'eager';
    await Promise.all(lazy.map((image) => image.decode().catch(() => {})));
  });
  await nextFrames(page);
}

/**
 * Keeps the spine's tip from breathing (timeline.module.css: a CSS loop for 1.2 s after each
 * move). With no GPU here the compositor draws every frame of it in software, the whole screen
 * sixty times a second: the phone's sweep took 251 CPU-seconds with it, 160 without. The sweeps
 * read the screen at each stop, not the loop (animation-control.spec.ts does), and their contrast
 * pictures cancel it anyway (`animations: 'disabled'`): the tip rests as drawn without the loop.
 */
export async function holdTheTipStill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '[data-moving] *::after { animation: none !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
}
