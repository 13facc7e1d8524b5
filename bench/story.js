// What `npm run bench:scene` and `npm run bench:gpu` share: the scene started with the visitor's
// Animation control, each beat brought on screen as a reader scrolls to it, and the scene's own
// figures read through its debug handle (`__emberwildScene`, src/scene/scene-runtime.tsx).
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
const settleTimeoutMs = 60_000;

/** The value under which a share `p` of `values` fall; null with none. */
export const percentile = (values, p) => (values.length ? quantile(values, p) : null);

/** The scene's debug handle, in its worker or on the page (the main-thread path). */
export const sceneOf = (page) =>
  page.workers().find((w) => w.url().includes('scene.worker')) ?? page;

/**
 * Starts the scene as a visitor does: once the hero has decided (a software renderer gets the
 * still), a real click on the header's Animation control, then the scene's first frame.
 */
export async function playScene(page) {
  await page.waitForSelector('[data-scene="image"], [data-scene="live"]', {
    state: 'attached',
    timeout: 60_000,
  });
  const toggle = page.locator('[data-animation-toggle]');
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.waitForSelector('[data-scene="live"]', { state: 'attached', timeout: 90_000 });
}

/** Brings a beat's part of the page to a tenth of the screen from the top, as a reader would. */
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

/**
 * Waits until the scene shows the story position the scroll asks for: two frames drawn since the
 * scroll (so it has taken it in), and the eased story caught up.
 */
export async function waitForSettledStory(page) {
  const scene = sceneOf(page);
  const read = () => scene.evaluate(() => globalThis.__emberwildScene?.diagnostics());
  const from = (await read())?.frames ?? 0;
  const until = Date.now() + settleTimeoutMs;
  while (Date.now() < until) {
    const d = await read();
    const drawn = d && (d.frames >= from + 2 || d.loop !== 'playing');
    if (drawn && Math.abs(d.story - d.shownStory) < 0.01) return d;
    await page.waitForTimeout(100);
  }
  throw new Error('The scene never caught up with the scroll');
}

/**
 * An estimate of the GPU memory the scene holds (KB), run where the scene runs: every geometry's
 * buffers, once each however many meshes share it, plus a colour and a depth buffer.
 */
export function estimateGpuKb() {
  const three = globalThis.__emberwildScene?.three;
  if (!three) return 0;
  const geometries = new Set();
  three.scene.traverse((object) => object.geometry && geometries.add(object.geometry));
  let bytes = 0;
  for (const geometry of geometries) {
    for (const attribute of Object.values(geometry.attributes)) bytes += attribute.array.byteLength;
    bytes += geometry.index?.array.byteLength ?? 0;
  }
  const { drawingBufferWidth, drawingBufferHeight } = three.gl.getContext();
  return (bytes + drawingBufferWidth * drawingBufferHeight * 8) / 1024;
}

/**
 * The animation frames a trace's dedicated workers ran, in order: when each started, and its frame
 * callback's clock time and CPU time (ms).
 */
export function workerFrames(events) {
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const workers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'DedicatedWorker thread')
      .map(threadOf),
  );
  return events
    .filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X' && workers.has(threadOf(e)))
    .map((e) => ({ at: e.ts / 1000, clockMs: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000 }))
    .sort((a, b) => a.at - b.at);
}

/**
 * Runs `sample` under a Chromium trace (`cdp`, a DevTools session of the page) and returns its
 * result, with each animation frame the scene's worker ran meanwhile (workerFrames). Their CPU
 * time (`FireAnimationFrame`'s thread duration) leaves out the moments another thread, such as
 * SwiftShader's, had the core.
 */
async function withWorkerFrames(cdp, sample) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  const result = await sample();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const frames = workerFrames(events);
  return { ...result, frames };
}

/**
 * Each beat, over `sampleMs` of frames and then on until `minFrames` were drawn (at most `maxMs`
 * in all), traced: the worker's time per frame, in CPU and in clock time, its frame intervals
 * (p50, p95) and rate, and what the renderer holds and draws. SwiftShader draws a few frames a
 * second at 1280 px, and the p95 of twenty frames is their second worst: the bench asks for enough
 * frames to make it a percentile.
 */
export async function measureBeats(page, { sampleMs = 3000, minFrames = 0, maxMs = 20_000 } = {}) {
  const rows = [];
  const scene = sceneOf(page);
  if (scene === page) throw new Error('The bench measures the scene in its worker; none started');
  const cdp = await page.context().newCDPSession(page);
  const diagnostics = () => scene.evaluate(() => globalThis.__emberwildScene.diagnostics());
  for (const target of beatTargets) {
    await scrollToBeat(page, target);
    await waitForSettledStory(page);
    const sample = async () => {
      const from = (await diagnostics()).frames;
      const started = Date.now();
      await page.waitForTimeout(sampleMs);
      for (;;) {
        const { frames, loop } = await diagnostics();
        if (frames - from >= minFrames || loop !== 'playing' || Date.now() - started >= maxMs)
          break;
        await page.waitForTimeout(1000);
      }
      return { elapsedMs: Date.now() - started };
    };
    const { frames, elapsedMs } = await withWorkerFrames(cdp, sample);
    const d = await diagnostics();
    const of = (key) => frames.map((frame) => frame[key]);
    const intervals = frames.slice(1).map((frame, i) => frame.at - (frames[i]?.at ?? 0));
    rows.push({
      beat: d.beat,
      target,
      frames: frames.length,
      cpuP50: percentile(of('cpuMs'), 0.5),
      cpuP95: percentile(of('cpuMs'), 0.95),
      clockP50: percentile(of('clockMs'), 0.5),
      clockP95: percentile(of('clockMs'), 0.95),
      intervalP50: percentile(intervals, 0.5),
      intervalP95: percentile(intervals, 0.95),
      fps: frames.length / (elapsedMs / 1000),
      drawCalls: d.drawCalls,
      triangles: d.triangles,
      programs: d.programs,
      textures: d.textures,
      geometries: d.geometries,
      gpuMemoryKb: await scene.evaluate(estimateGpuKb),
      dpr: d.dpr,
      loop: d.loop,
    });
  }
  await cdp.detach();
  return rows;
}

/**
 * Scrolls the whole home page with the wheel, a notch at a time, and returns the main thread's
 * script time meanwhile (ms, from the DevTools protocol's Performance metrics): `cpu` is the time
 * the thread itself spent in script (a session enabled with `threadTicks`), `wall` the same calls'
 * clock time, which also counts the moments the thread waited for a core.
 */
export async function scrollScriptMs(page, sessions, notchPx = 120) {
  const read = async (cdp) => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return 1000 * (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0);
  };
  const scriptMs = async () => ({ cpu: await read(sessions.cpu), wall: await read(sessions.wall) });
  const before = await scriptMs();
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
  const after = await scriptMs();
  return { cpu: after.cpu - before.cpu, wall: after.wall - before.wall };
}
