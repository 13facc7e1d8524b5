// `npm run bench:scene`: what the live 3D scene costs, measured where no GPU is. Builds and serves
// the production site, opens the home page in Debian's Chromium, where WebGL is SwiftShader and
// the hero therefore shows its still, and turns the scene on with the visitor's Animation control.
// It reports only what does not depend on the rasteriser: the 3D chunks' sizes (gzip -9); per
// beat, draw calls, triangles, shader programs, textures, geometry memory and the worker's script
// time per frame (p50, p95; its CPU time, from a trace); and the main thread's script time (its own
// CPU time) while scrolling the whole page with the scene played, against the same page, laid out
// alike, with its own motion on and no scene, in the same run. Clock times are printed beside the
// CPU times: on two cores they also count the moments SwiftShader's threads had the core.
// Frame rates: `npm run bench:gpu`.
// Prints a table, writes bench-results/scene.json, exits non-zero when a budget fails.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { atMost, gzipKb, namedScripts, sceneBudgets as budgets } from './budgets.js';
import { startServer } from './harness.js';
import { createReport, finish, median } from './report.js';
import { blockingMs } from './main-thread-trace.js';
import { phoneScroll, scrollLongTasks } from './phone-scroll.js';
import { measureBeats, phone, playScene, scrollScriptMs } from './story.js';
import { chromiumPath, softwareWebGlFlags } from '../scripts/lib/chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4291);
const distDir = resolve(process.env.DIST_DIR ?? 'dist-bench-scene');

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
const boundary = chunkSize(/^mount-scene-.*\.js$/);
// three.js must stay out of everything the HTML names or preloads.
const named = namedScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
const threeInMain = named.some((url) =>
  readFileSync(join(distDir, new URL(url, 'http://x').pathname)).includes('WebGLRenderer'),
);

const server = await startServer({ port: PORT, distDir });
// The browser tests' compositor: the page composited by Chromium's software compositor, the scene
// drawn in SwiftShader, beside the page, on the same CPU.
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', ...softwareWebGlFlags],
});

/**
 * A fresh home page at `viewport`, the Animation control pressed, the sections hydrated as a reader
 * finds them below the hero. With `play` the scene starts; without, its chunk is refused and the
 * hero keeps its still, while the page's own motion (reveals, count-ups, the spine) plays all the
 * same. The page without the scene is then given the live scene's layout (the root's stage mark):
 * on a phone, each section opens on a screen-tall view of its beat, which makes the page about a
 * third longer, and a whole-page scroll of two lengths would compare more page with less. The two
 * then differ by the scene alone. Each page has two DevTools sessions: one reads the main thread's
 * script time in its own CPU time, one in clock time.
 */
async function openHome(viewport, { mobile = false, play = true } = {}) {
  const context = await browser.newContext({
    viewport,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
  });
  const page = await context.newPage();
  const cpu = await context.newCDPSession(page);
  await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
  const wall = await context.newCDPSession(page);
  await wall.send('Performance.enable', { timeDomain: 'timeTicks' });
  if (!play) await page.route(/\/assets\/mount-scene[^/]*\.js$/, (route) => route.abort());
  await page.goto(server.base, { waitUntil: 'load' });
  if (play) await playScene(page);
  else {
    await page.waitForSelector('[data-scene="image"]', { state: 'attached', timeout: 60_000 });
    await page.locator('[data-animation-toggle]').click();
    await page.waitForSelector('[data-scene-reason="failed"]', {
      state: 'attached',
      timeout: 60_000,
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-scene-stage', ''));
  }
  // The sections' island starts on a key (which scrolls nothing) and has hydrated once a reveal
  // waits: a scroll started before would keep it waiting for a quiet moment, and measure a page
  // whose sections never run their code.
  await page.keyboard.press('Shift');
  await page
    .locator('[data-reveal="hidden"]')
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  return { page, sessions: { cpu, wall }, close: () => context.close() };
}

/**
 * A fresh home page on a phone at a pixel ratio of 2: as it comes (a software renderer: the still),
 * or with the scene turned on and drawn. `throttled`: the CPU 4× slower from the first byte.
 */
async function openPhone({ play, throttled }) {
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: phoneScroll.dpr,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneScroll.cpuSlowdown });
  await page.goto(server.base, { waitUntil: 'load' });
  if (play) await playScene(page);
  else await page.waitForSelector('[data-scene="image"]', { state: 'attached', timeout: 60_000 });
  return { page, cdp, close: () => context.close() };
}

/**
 * The phone scrolls (phone-scroll.js): as the page comes, throttled, by the clock; with the scene
 * played, unthrottled, each task's CPU time 4×; and the same played scroll throttled by the clock,
 * printed to show what SwiftShader's share of the two cores does to it.
 */
const phoneRuns = {
  still: { play: false, throttled: true, slowdown: 0 },
  // Printed beside it, not gated: the same scroll unthrottled, each task's CPU time 4×. Where the
  // still's clock reading and this one part, the machine's other processes took the thread's core.
  stillCpu: { play: false, throttled: false, slowdown: phoneScroll.cpuSlowdown },
  played: { play: true, throttled: false, slowdown: phoneScroll.cpuSlowdown },
  playedClock: { play: true, throttled: true, slowdown: 0 },
};

const beatRows = {};
const scroll = { played: [], off: [] };
const phoneTasks = { still: [], stillCpu: [], played: [], playedClock: [] };
try {
  for (const [name, viewport, mobile] of [
    ['1280×800', { width: 1280, height: 800 }, false],
    ['390×844', phone, true],
  ]) {
    const { page, close } = await openHome(viewport, { mobile });
    beatRows[name] = await measureBeats(page, { minFrames: 100 });
    await close();
  }
  // Played and off alternate, so a busy moment of the machine falls on both alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const [key, play] of [
      ['played', true],
      ['off', false],
    ]) {
      const { page, sessions, close } = await openHome(phone, { mobile: true, play });
      scroll[key].push(await scrollScriptMs(page, sessions));
      await close();
    }
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const [key, { play, throttled, slowdown }] of Object.entries(phoneRuns)) {
      const { page, cdp, close } = await openPhone({ play, throttled });
      phoneTasks[key].push(await scrollLongTasks(page, cdp, { slowdown }));
      await close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}

const report = createReport();
const { add } = report;
const max = (limit) => [atMost('max', limit)];
add('3D chunk, worker (KB gzip -9)', [worker.kb], max(budgets.chunkKb), 1);
add('3D chunk, main-thread fallback (KB gzip -9)', [fallback.kb], max(budgets.chunkKb), 1);
add('3D boundary chunk, no three.js (KB gzip -9)', [boundary.kb], null, 1);
report.check('three.js in the main bundle', threeInMain, 'no');
const beats = Object.values(beatRows).flat();
const of = (key) => beats.map((row) => row[key]);
add('draw calls (every beat)', of('drawCalls'), max(budgets.drawCalls));
add('triangles (every beat)', of('triangles'), max(budgets.triangles));
add('shader programs (every beat)', of('programs'));
// The worker's script time per frame, traced: the budget holds its CPU time, which leaves out the
// moments SwiftShader's threads had the core. Its clock time is printed beside it.
add(
  'worker script CPU time per frame, p95, each beat (ms)',
  of('cpuP95'),
  max(budgets.scriptP95Ms),
  2,
);
add('  p50, each beat (ms)', of('cpuP50'), null, 2);
add('  in clock time, p95, each beat (ms)', of('clockP95'), null, 2);
add('  in clock time, p50, each beat (ms)', of('clockP50'), null, 2);
// The budget holds the main thread's own CPU time. Its clock time also counts the moments the
// thread waited for a core while SwiftShader drew the scene on the same two: a GPU takes none of
// them. Both are printed.
const cpuOf = (key) => scroll[key].map((ms) => ms.cpu);
const wallOf = (key) => scroll[key].map((ms) => ms.wall);
const ratiosOf = (of) => of('played').map((ms, i) => ms / (of('off')[i] || 1));
add('main thread, whole-page scroll, script CPU time, scene played (ms)', cpuOf('played'));
add('  no scene, same layout, page motion on (ms)', cpuOf('off'));
add(
  '  ratio played ÷ off, per run',
  ratiosOf(cpuOf),
  [atMost('median', budgets.mainThreadRatio)],
  2,
);
add('  the same scripts in clock time, played (ms)', wallOf('played'));
add('  no scene, clock time (ms)', wallOf('off'));
add('  ratio played ÷ off, clock time, per run', ratiosOf(wallOf), null, 2);
const { dpr, cpuSlowdown, notchPx } = phoneScroll;
for (const [key, label, gated] of [
  ['still', 'as the page comes (the still)', true],
  ['stillCpu', "the still, the main thread's CPU time", false],
  ['played', "scene played, the main thread's CPU time", true],
  ['playedClock', 'scene played, by the clock (SwiftShader on the same cores)', false],
]) {
  add(
    `phone scroll at ${dpr}×, CPU ${cpuSlowdown}×, ${notchPx} px notches, ${label}: blocking time (ms)`,
    phoneTasks[key].map(blockingMs),
    [atMost('median', budgets.phoneScrollBlockingMs)],
    0,
    { gate: gated },
  );
  // Named apart: the report's rows are keyed by their figure.
  add(
    `  long tasks (count), ${key}`,
    phoneTasks[key].map((tasks) => tasks.length),
  );
}

finish(report, {
  title: `Emberwild 3D scene — SwiftShader, turned on with the Animation control, ${RUNS} scroll runs`,
  notes: [
    `Median ratio played ÷ off of the medians, CPU time: ${(median(cpuOf('played')) / median(cpuOf('off'))).toFixed(2)}, clock time: ${(median(wallOf('played')) / median(wallOf('off'))).toFixed(2)}`,
    ...Object.entries(phoneTasks).map(
      ([key, runs]) =>
        `Phone scroll, ${key}: the long tasks of each run (ms: what filled them, ms)\n${runs
          .map(
            (tasks, run) =>
              `  run ${run + 1}: ${tasks.map((task) => `${task.ms.toFixed(0)} (${task.causes})`).join('; ') || 'none'}`,
          )
          .join('\n')}`,
    ),
    ...Object.entries(beatRows).map(
      ([size, rows]) =>
        `Beats at ${size} (worker script CPU p50 / p95 ms, clock p50 / p95 ms, draw calls, triangles, programs, textures, geometries, GPU KB):\n${rows
          .map(
            (row) =>
              `  ${row.beat.padEnd(12)}${row.cpuP50?.toFixed(2) ?? '–'} / ${row.cpuP95?.toFixed(2) ?? '–'}, ${row.clockP50?.toFixed(2) ?? '–'} / ${row.clockP95?.toFixed(2) ?? '–'}, ${row.drawCalls}, ${row.triangles}, ${row.programs}, ${row.textures}, ${row.geometries}, ${row.gpuMemoryKb.toFixed(0)}${row.loop === 'playing' ? '' : ` (${row.loop})`}`,
          )
          .join('\n')}`,
    ),
  ],
  file: 'bench-results/scene.json',
  raw: { sizes: { worker, fallback, boundary, threeInMain }, beats: beatRows, scroll, phoneTasks },
});
