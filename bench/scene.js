// `npm run bench:scene`: what the live 3D hero costs. Builds and serves the production site, opens
// the home page in Debian's Chromium with SwiftShader (3 runs, median) and measures the 3D chunks
// (gzip -9), draw calls and triangles (renderer.info, read in the scene's worker), main-thread long
// tasks in the 5 s after the load event while the scene starts and runs, and the frame time at
// 1280×720; then the scroll story (story.js). Prints a table, writes bench-results/scene.json,
// exits non-zero when a budget fails (report.js).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { atMost, gzipKb, namedScripts, sceneBudgets as budgets } from './budgets.js';
import { startServer } from './harness.js';
import { createReport, finish, median } from './report.js';
import { measureBeats, measureEquip, measureScroll, phone } from './story.js';
import { chromiumPath, swiftShaderFlags } from '../scripts/lib/chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4291);
const distDir = resolve(process.env.DIST_DIR ?? 'dist-bench-scene');
const afterLoadMs = 5000;

if (!process.env.BENCH_SKIP_BUILD) {
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
} else if (!existsSync(join(distDir, 'assets'))) {
  console.error(
    `BENCH_SKIP_BUILD: no build in ${distDir}. Build once without it, or set DIST_DIR.`,
  );
  process.exit(2);
}

// --- Sizes: the worker (what Chromium, Firefox and Safari 17+ load) and the main-thread fallback.
const assets = readdirSync(join(distDir, 'assets'));
const chunkSize = (pattern) => {
  const file = assets.find((name) => pattern.test(name));
  if (!file) throw new Error(`No built chunk matches ${pattern}`);
  return { file, kb: gzipKb(readFileSync(join(distDir, 'assets', file))) };
};
const worker = chunkSize(/^scene\.worker-.*\.js$/);
const fallback = chunkSize(/^scene-runtime-.*\.js$/);
const boundary = chunkSize(/^scene-host-.*\.js$/);
// three.js must stay out of everything the HTML names or preloads.
const named = namedScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
const threeInMain = named.some((url) =>
  readFileSync(join(distDir, new URL(url, 'http://x').pathname)).includes('WebGLRenderer'),
);

// --- Timings.
const server = await startServer({ port: PORT, distDir });
const base = server.base;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', ...swiftShaderFlags],
});

async function measure(cpuSlowdown = 1, withScene = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  if (!withScene) await page.route(/\/assets\/scene-host[^/]*\.js$/, (route) => route.abort());
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (!window.__liveAt && document.querySelector('[data-scene="live"]'))
        window.__liveAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene'] });
  });
  await page.goto(base, { waitUntil: 'load' });
  const loadEnd = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? performance.now(),
  );
  // The 5 s after load: the gate, the lazy chunk, the worker, the first frames.
  await page.waitForFunction((until) => performance.now() >= until, loadEnd + afterLoadMs, {
    polling: 100,
    timeout: afterLoadMs + 10_000,
  });
  const { longTasks, liveAt } = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    liveAt: window.__liveAt ?? null,
  }));
  const inWindow = longTasks.filter(
    (task) => task.start >= loadEnd && task.start < loadEnd + afterLoadMs,
  );
  const longTaskMs = inWindow.reduce((sum, task) => sum + task.duration, 0);
  const beforeLoadMs = longTasks
    .filter((task) => task.start < loadEnd)
    .reduce((sum, task) => sum + task.duration, 0);

  if (!withScene) {
    await context.close();
    return { longTaskMs };
  }
  // A slow machine may still be compiling after 5 s: frames are counted once the scene has drawn.
  await page.waitForSelector('[data-scene="live"]', { state: 'attached', timeout: 60_000 });
  // In a worker where the browser can hand over the canvas; the main-thread path otherwise.
  const worker = page.workers().find((w) => w.url().includes('scene.worker'));
  const scene = worker ?? page;
  const read = () => scene.evaluate(() => globalThis.__emberwildScene.diagnostics());
  // Frame time from frames drawn per second, over five seconds: worker frames arrive in bursts,
  // so intervals between single frames would mislead.
  const samples = [await read()];
  for (let second = 0; second < 5; second += 1) {
    await page.waitForTimeout(1000);
    samples.push(await read());
  }
  const frameTimes = samples
    .slice(1)
    .map((sample, i) => sample.frames - samples[i].frames)
    .map((frames) => (frames > 0 ? 1000 / frames : null));
  const last = samples.at(-1);
  await context.close();
  return {
    longTaskMs,
    longTasks: inWindow.length,
    beforeLoadMs,
    liveAfterLoadMs: liveAt === null ? null : liveAt - loadEnd,
    drawCalls: last.drawCalls,
    triangles: last.triangles,
    dpr: last.dpr,
    mode: worker ? 'worker' : 'main thread',
    frameMs: median(frameTimes),
  };
}

/** A fresh page with the scene live: a desktop, or a phone (touch, 4× slower CPU if asked). */
async function livePage({ width, height }, { mobile = false, cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(base, { waitUntil: 'load' });
  await page.waitForSelector('[data-scene="live"]', { state: 'attached', timeout: 60_000 });
  return { page, close: () => context.close() };
}

const beatRows = {};
const scrollRuns = [];
const equipTimes = { 1: [], 4: [] };
async function measureStory() {
  for (const cpuSlowdown of [1, 4]) {
    const { page, close } = await livePage(phone, { mobile: true, cpuSlowdown });
    equipTimes[cpuSlowdown].push(...(await measureEquip(page)));
    await close();
  }
  for (const [name, viewport, mobile] of [
    ['1280×800', { width: 1280, height: 800 }, false],
    ['390×844', phone, true],
  ]) {
    const { page, close } = await livePage(viewport, { mobile });
    beatRows[name] = await measureBeats(page);
    await close();
  }
  for (let run = 0; run < Number(process.env.BENCH_SCROLL_RUNS ?? 5); run += 1) {
    const { page, close } = await livePage(phone, { mobile: true, cpuSlowdown: 4 });
    // Settled first, as a reader who starts scrolling once the page is up.
    await page.waitForTimeout(2000);
    scrollRuns.push(await measureScroll(page));
    await close();
  }
}

const runs = [];
const runsWithoutScene = [];
const slowRuns = [];
const slowRunsWithoutScene = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await measure());
    runsWithoutScene.push(await measure(1, false));
  }
  // For information: a phone-like main thread (Lighthouse's mobile profile slows the CPU 4×), with
  // and without the 3D, which shows how much of what remains is the scene's.
  for (let run = 0; run < RUNS; run += 1) {
    slowRuns.push(await measure(4));
    slowRunsWithoutScene.push(await measure(4, false));
  }
  await measureStory();
} finally {
  await browser.close();
  server.stop();
}

const report = createReport();
const { add } = report;
const max = (limit) => [atMost('max', limit)];
const of = (list, key) => list.map((run) => run[key]);
add('3D chunk, worker (KB gzip -9)', [worker.kb], max(budgets.chunkKb), 1);
add('3D chunk, main-thread fallback (KB gzip -9)', [fallback.kb], max(budgets.chunkKb), 1);
add('3D boundary chunk, no three.js (KB gzip -9)', [boundary.kb], null, 1);
report.check('three.js in the main bundle', threeInMain, 'no');
const beats = Object.values(beatRows).flat();
add(
  'draw calls (hero runs and every beat)',
  [...of(runs, 'drawCalls'), ...of(beats, 'drawCalls')],
  max(budgets.drawCalls),
);
add(
  'triangles (hero runs and every beat)',
  [...of(runs, 'triangles'), ...of(beats, 'triangles')],
  max(budgets.triangles),
);
add(`long tasks, ${afterLoadMs / 1000} s after load (ms)`, of(runs, 'longTaskMs'), [
  atMost('median', budgets.longTaskMs),
]);
add('  same, 3D chunk blocked', of(runsWithoutScene, 'longTaskMs'));
add('  CPU 4× slower, with the scene', of(slowRuns, 'longTaskMs'));
add('  CPU 4× slower, 3D chunk blocked', of(slowRunsWithoutScene, 'longTaskMs'));
add('long tasks before load, hydration (ms)', of(runs, 'beforeLoadMs'));
add('scene live after load (ms)', of(runs, 'liveAfterLoadMs'));
add('frame time, 1280×720 (ms)', of(runs, 'frameMs'), null, 1);
add('  at pixel ratio (software GPU: 0.5)', of(runs, 'dpr'), null, 2);
add(
  'whole-page scroll, phone, 4× CPU: blocking (ms)',
  of(scrollRuns, 'blockingMs'),
  max(budgets.scrollBlockingMs),
);
add('  longest task (ms)', of(scrollRuns, 'longestTaskMs'), max(budgets.scrollLongestTaskMs));
add(
  'worst beat frame time, p95 (ms)',
  [Math.max(...of(beats, 'p95').map((p95) => p95 ?? 0))],
  max(budgets.beatFrameP95Ms),
);
for (const slowdown of [1, 4])
  add(`Armory click → frame drawn, phone, ${slowdown}× CPU (ms)`, equipTimes[slowdown]);

const modes = [...new Set(of(runs, 'mode'))].join(', ');
finish(report, {
  title: `Emberwild 3D scene — SwiftShader, ${RUNS} hero runs, scene in: ${modes}`,
  notes: Object.entries(beatRows).map(
    ([size, rows]) =>
      `Beats at ${size} (frame p50 / p95 ms, draw calls, triangles, GPU KB):\n${rows
        .map(
          (row) =>
            `  ${row.beat.padEnd(12)}${row.p50?.toFixed(0) ?? '–'} / ${row.p95?.toFixed(0) ?? '–'}, ${row.drawCalls}, ${row.triangles}, ${row.gpuMemoryKb.toFixed(0)}${row.drawing ? '' : ' (rests)'}`,
        )
        .join('\n')}`,
  ),
  file: 'bench-results/scene.json',
  raw: {
    sizes: { worker, fallback, boundary, threeInMain },
    beats: beatRows,
    equipToFrameMs: equipTimes,
    scrollRuns,
    runs,
    runsWithoutScene,
    slowRuns,
    slowRunsWithoutScene,
  },
});
