// `npm run bench:scene`: what the live 3D hero costs. Builds and serves the production site, opens
// the home page in Debian's Chromium with SwiftShader (3 runs, median) and measures the 3D chunks
// (gzip -9), draw calls and triangles (renderer.info, read in the scene's worker), main-thread long
// tasks in the 5 s after the load event while the scene starts and runs, and the frame time at
// 1280×720. Prints a table, writes bench-results/scene.json, exits non-zero when a budget fails.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { gzipKb, namedScripts, sceneBudgets as budgets } from './lib/budgets.js';
import { measureBeats, measureEquip, measureScroll, phone, spread } from './lib/story-bench.js';
import { chromiumPath, median, startServer, swiftShaderFlags } from './lib/harness.js';

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

const pick = (key) => median(runs.map((run) => run[key]));
const result = {
  workerChunkKb: worker.kb,
  fallbackChunkKb: fallback.kb,
  boundaryChunkKb: boundary.kb,
  threeInMainBundle: threeInMain,
  drawCalls: Math.max(...runs.map((run) => run.drawCalls)),
  triangles: Math.max(...runs.map((run) => run.triangles)),
  longTaskMs: pick('longTaskMs'),
  longTaskMsWorst: Math.max(...runs.map((run) => run.longTaskMs)),
  longTaskMsWithoutScene: median(runsWithoutScene.map((run) => run.longTaskMs)),
  beforeLoadLongTaskMs: pick('beforeLoadMs'),
  liveAfterLoadMs: pick('liveAfterLoadMs'),
  frameMs: pick('frameMs'),
  dpr: pick('dpr'),
  modes: [...new Set(runs.map((run) => run.mode))].join(', '),
  longTaskMsAt4x: median(slowRuns.map((run) => run.longTaskMs)),
  longTaskMsAt4xWithoutScene: median(slowRunsWithoutScene.map((run) => run.longTaskMs)),
  beats: beatRows,
  equipToFrameMs: { '1x': spread(equipTimes[1]), '4x': spread(equipTimes[4]), runs: equipTimes },
  scroll: {
    blockingMs: spread(scrollRuns.map((run) => run.blockingMs)),
    longestTaskMs: spread(scrollRuns.map((run) => run.longestTaskMs)),
    runs: scrollRuns,
  },
  runs,
  runsWithoutScene,
  slowRuns,
  slowRunsWithoutScene,
};

const rows = [
  [
    '3D chunk, worker (gzip -9)',
    `${worker.kb.toFixed(1)} KB`,
    `≤ ${budgets.chunkKb} KB`,
    worker.kb <= budgets.chunkKb,
  ],
  [
    '3D chunk, main-thread fallback',
    `${fallback.kb.toFixed(1)} KB`,
    `≤ ${budgets.chunkKb} KB`,
    fallback.kb <= budgets.chunkKb,
  ],
  ['3D boundary chunk (no three.js)', `${boundary.kb.toFixed(1)} KB`, '', null],
  ['three.js in the main bundle', threeInMain ? 'yes' : 'no', 'no', !threeInMain],
  [
    'draw calls',
    String(result.drawCalls),
    `≤ ${budgets.drawCalls}`,
    result.drawCalls <= budgets.drawCalls,
  ],
  [
    'triangles',
    result.triangles.toLocaleString('en'),
    `≤ ${budgets.triangles.toLocaleString('en')}`,
    result.triangles <= budgets.triangles,
  ],
  [
    `long tasks, ${afterLoadMs / 1000} s after load (median)`,
    `${result.longTaskMs.toFixed(0)} ms`,
    `≤ ${budgets.longTaskMs} ms`,
    result.longTaskMs <= budgets.longTaskMs,
  ],
  ['  worst run', `${result.longTaskMsWorst.toFixed(0)} ms`, '', null],
  ['  same, 3D chunk blocked', `${result.longTaskMsWithoutScene.toFixed(0)} ms`, 'reported', null],
  ['  CPU 4× slower, with the scene', `${result.longTaskMsAt4x.toFixed(0)} ms`, 'reported', null],
  [
    '  CPU 4× slower, 3D chunk blocked',
    `${result.longTaskMsAt4xWithoutScene.toFixed(0)} ms`,
    'reported',
    null,
  ],
  [
    '  long tasks before load (hydration)',
    `${result.beforeLoadLongTaskMs.toFixed(0)} ms`,
    '',
    null,
  ],
  [
    'scene live after load',
    result.liveAfterLoadMs === null
      ? `> ${afterLoadMs / 1000} s`
      : `${result.liveAfterLoadMs.toFixed(0)} ms`,
    '',
    null,
  ],
  [
    'median frame time, 1280×720',
    result.frameMs === null ? 'n/a' : `${result.frameMs.toFixed(1)} ms`,
    'reported',
    null,
  ],
  ['  at pixel ratio', String(result.dpr), 'software GPU: 0.5', null],
  ['  where the scene ran', result.modes, '', null],
];
const mmm = ({ min, median: mid, max }) =>
  [min, mid, max].map((v) => (v === null ? 'n/a' : v.toFixed(0))).join(' / ');
const worstBeatP95 = Math.max(
  ...Object.values(beatRows)
    .flat()
    .map((row) => row.p95 ?? 0),
);
rows.push(
  [
    'whole-page scroll, phone, 4× CPU: blocking',
    `${mmm(result.scroll.blockingMs)} ms`,
    `max ≤ ${budgets.scrollBlockingMs} ms`,
    (result.scroll.blockingMs.max ?? Infinity) <= budgets.scrollBlockingMs,
  ],
  [
    '  longest task (min / median / max)',
    `${mmm(result.scroll.longestTaskMs)} ms`,
    `max ≤ ${budgets.scrollLongestTaskMs} ms`,
    (result.scroll.longestTaskMs.max ?? Infinity) <= budgets.scrollLongestTaskMs,
  ],
  [
    'worst beat frame time, p95',
    `${worstBeatP95.toFixed(0)} ms`,
    `≤ ${budgets.beatFrameP95Ms} ms`,
    worstBeatP95 <= budgets.beatFrameP95Ms,
  ],
);
for (const slowdown of ['1x', '4x']) {
  rows.push([
    `Armory click → frame drawn, phone, ${slowdown} CPU`,
    `${mmm(result.equipToFrameMs[slowdown])} ms`,
    'reported',
    null,
  ]);
}
for (const [size, beats] of Object.entries(beatRows)) {
  for (const row of beats) {
    rows.push([
      `  ${size} ${row.beat}: p50/p95, calls, tris, GPU`,
      `${row.p50?.toFixed(0) ?? '–'}/${row.p95?.toFixed(0) ?? '–'} ms`,
      `${row.drawCalls}, ${row.triangles}, ${row.gpuMemoryKb.toFixed(0)} KB${row.drawing ? '' : ' (rests)'}`,
      row.drawCalls <= budgets.drawCalls && row.triangles <= budgets.triangles,
    ]);
  }
}
const width = [46, 16, 24];
console.log(`\nEmberwild 3D hero — SwiftShader, ${RUNS} runs\n`);
for (const [name, value, budget, ok] of rows) {
  const verdict = ok === null ? '' : ok ? 'ok' : 'OVER BUDGET';
  console.log(
    `${name.padEnd(width[0])}${value.padStart(width[1])}  ${budget.padEnd(width[2])}${verdict}`,
  );
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/scene.json', `${JSON.stringify(result, null, 2)}\n`);
const failed = rows.filter(([, , , ok]) => ok === false);
if (failed.length) {
  console.error(`\n${failed.length} budget(s) failed: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
console.log('\nAll scene budgets met.');
