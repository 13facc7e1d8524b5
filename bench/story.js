// The scroll story's half of `npm run bench:scene`: each beat's cost where a reader sees it, and
// what scrolling the whole home page costs a phone's main thread.
import { quantile } from 'simple-statistics';

/** The page's parts in story order: the hero, the sections, the footer. */
export const beatTargets = [
  'top',
  'character',
  'features',
  'gameplay',
  'tokenomics',
  'roadmap',
  'footer',
];
export const phone = { width: 390, height: 844 };
const settleTimeoutMs = 30_000;

/** The frame time under which a share `p` of the frames fall; null with no frame. */
const percentile = (values, p) => (values.length ? quantile(values, p) : null);

/** The scene's debug handle, in its worker or on the page (the main-thread path). */
const sceneOf = (page) => page.workers().find((w) => w.url().includes('scene.worker')) ?? page;

/**
 * Brings a beat's part of the page to a tenth of the screen from the top, as a reader scrolls to
 * it (and as tests/e2e/story.spec.ts aims): at a fifth the reading line was only 0.04 beats past
 * the hand-over, and a run still easing read the beat before.
 */
export async function scrollToBeat(page, target) {
  await page.evaluate((id) => {
    const element =
      id === 'footer' ? document.querySelector('footer') : document.getElementById(id);
    const top = element ? element.getBoundingClientRect().top + window.scrollY : 0;
    const end = document.documentElement.scrollHeight;
    const y = id === 'top' ? 0 : id === 'footer' ? end : top - window.innerHeight * 0.1;
    window.scrollTo({ top: y, behavior: 'instant' });
  }, target);
}

/** Waits until the scene shows the story position the scroll asks for. */
export async function waitForSettledStory(page) {
  const scene = sceneOf(page);
  const until = Date.now() + settleTimeoutMs;
  while (Date.now() < until) {
    const d = await scene.evaluate(() => globalThis.__emberwildScene?.diagnostics());
    if (d && Math.abs(d.story - d.shownStory) < 0.01) return d;
    await page.waitForTimeout(100);
  }
  throw new Error('The scene never caught up with the scroll');
}

/** Each beat's frame times (p50, p95), draw calls, triangles and GPU memory, over `sampleMs`. */
export async function measureBeats(page, sampleMs = 3000) {
  const rows = [];
  for (const target of beatTargets) {
    await scrollToBeat(page, target);
    await waitForSettledStory(page);
    const scene = sceneOf(page);
    await scene.evaluate(() => globalThis.__emberwildScene.takeFrameTimes());
    await page.waitForTimeout(sampleMs);
    const times = await scene.evaluate(() => globalThis.__emberwildScene.takeFrameTimes());
    const d = await scene.evaluate(() => globalThis.__emberwildScene.diagnostics());
    rows.push({
      beat: d.beat,
      target,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      frames: times.length,
      drawCalls: d.drawCalls,
      triangles: d.triangles,
      gpuMemoryKb: d.gpuMemoryKb,
      dpr: d.dpr,
      drawing: d.drawing,
    });
  }
  return rows;
}

/**
 * Scrolls the whole home page with the wheel, a notch at a time, and sums the main thread's
 * blocking time (each long task's time over 50 ms) while it does.
 */
export async function measureScroll(page, notchPx = 120) {
  await page.evaluate(() => {
    window.__scrollTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__scrollTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.mouse.move(phone.width / 2, phone.height / 2);
  for (let notch = 0; notch < 400; notch += 1) {
    await page.mouse.wheel(0, notchPx);
    await page.waitForTimeout(40);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
  }
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__scrollTasks);
  return {
    blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
    longTasks: tasks.length,
  };
}

/**
 * The Armory's click → the frame that shows the item: the Character section on screen, `clicks`
 * real clicks on items not yet worn (slot after slot), each timed from its pointerdown to the
 * scene's own "dressed" message (the stage's data-dressed changing). Returns the times in ms.
 */
export async function measureEquip(page, clicks = 6) {
  const stage = '[data-stage][data-live]';
  await page.locator('#character').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => {
      const radio = document.querySelector('input[type="radio"][name^="armory-"]');
      const hydrated = radio && Object.keys(radio).some((key) => key.startsWith('__reactProps'));
      return hydrated && document.querySelector(selector)?.dataset.dressed;
    },
    stage,
    { timeout: 60_000 },
  );
  await page.evaluate((selector) => {
    const times = (window.__equipTimes = { pressed: 0, drawn: 0 });
    const mark = () => (times.pressed = performance.now());
    addEventListener('pointerdown', mark, { capture: true });
    new MutationObserver(() => (times.drawn = performance.now())).observe(
      document.querySelector(selector),
      { attributes: true, attributeFilter: ['data-dressed'] },
    );
  }, stage);
  const slots = ['mask', 'wings', 'gear'];
  const times = [];
  for (let click = 0; click < clicks; click += 1) {
    const name = `armory-${slots[click % slots.length]}`;
    const label = page.locator(`label:has(> input[name="${name}"]:not(:checked))`).first();
    await label.click();
    const handle = await page.waitForFunction(
      () => window.__equipTimes.drawn > window.__equipTimes.pressed,
      null,
      { timeout: settleTimeoutMs },
    );
    await handle.dispose();
    times.push(await page.evaluate(() => window.__equipTimes.drawn - window.__equipTimes.pressed));
  }
  return times;
}
