// `npm run bench:gpu`: the scene's frame rate, where a GPU draws it. Not part of `npm test`: this
// project's machines have none. Takes the browser from CHROMIUM_PATH and its flags from
// CHROMIUM_FLAGS (e.g. "--use-angle=vulkan --enable-features=Vulkan"), builds and serves the site,
// and per beat reports frames per second and the p95 frame interval at 1280×800 and 390×844@3, from
// a trace of the scene worker's animation frames.
// Where WebGL is drawn by a software renderer it refuses, in one line: those figures would be the
// CPU's, not a visitor's GPU's.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './harness.js';
import { atMost, budgets } from './budgets.js';
import { blockingMs } from './main-thread-trace.js';
import { phoneScroll, scrollLongTasks } from './phone-scroll.js';
import { createReport, finish } from './report.js';
import { measureBeats, phone, playScene } from './story.js';
import { chromiumPath } from '../scripts/lib/chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4292);
const distDir = resolve(process.env.DIST_DIR ?? 'dist-bench-gpu');
const flags = (process.env.CHROMIUM_FLAGS ?? '').split(/\s+/).filter(Boolean);
const headless = process.env.BENCH_HEADED !== '1';

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless,
  args: ['--no-sandbox', '--disable-background-networking', ...flags],
});
if (!process.env.BENCH_SKIP_BUILD)
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
const server = await startServer({ port: PORT, distDir });

// The site's own gate tells whether WebGL2 here is a GPU's (src/scene/gate/webgl-support.ts).
const probe = await browser.newPage();
await probe.goto(server.base, { waitUntil: 'load' });
await probe.waitForSelector('[data-scene="image"], [data-scene="live"], [data-scene="loading"]', {
  state: 'attached',
  timeout: 60_000,
});
const reason = await probe.locator('[data-scene]').getAttribute('data-scene-reason');
const renderer = await probe.evaluate(() => {
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  return gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : null;
});
await probe.close();
if (reason === 'software-renderer' || reason === 'no-webgl2') {
  await browser.close();
  server.stop();
  console.error(
    `bench:gpu refuses: WebGL2 here is ${reason === 'no-webgl2' ? 'missing' : `a software renderer (${renderer})`}; run it where a GPU draws, with CHROMIUM_FLAGS that enable it.`,
  );
  process.exit(2);
}

const rows = {};
const phoneTasks = [];
try {
  for (const [name, viewport, scale, mobile] of [
    ['1280×800', { width: 1280, height: 800 }, 1, false],
    ['390×844@3', { width: 390, height: 844 }, 3, true],
  ]) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: scale,
      ...(mobile ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await page.goto(server.base, { waitUntil: 'load' });
    await playScene(page);
    rows[name] = await measureBeats(page, { sampleMs: 5000 });
    await context.close();
  }
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: phone,
      deviceScaleFactor: phoneScroll.dpr,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneScroll.cpuSlowdown });
    await page.goto(server.base, { waitUntil: 'load' });
    await playScene(page);
    phoneTasks.push(await scrollLongTasks(page, cdp));
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const report = createReport();
for (const [size, beats] of Object.entries(rows))
  for (const row of beats) {
    report.add(`${size} ${row.beat}: frames per second`, [row.fps], null, 1);
    report.add(`${size} ${row.beat}: frame interval p95 (ms)`, [row.intervalP95], null, 1);
  }
const { dpr, cpuSlowdown, notchPx } = phoneScroll;
report.add(
  `phone scroll at ${dpr}×, CPU ${cpuSlowdown}×, ${notchPx} px notches, scene played: blocking time (ms)`,
  phoneTasks.map(blockingMs),
  [atMost('median', budgets.phoneScrollBlockingMs)],
);
finish(report, {
  title: `Emberwild 3D scene on a GPU — ${renderer}`,
  file: 'bench-results/gpu.json',
  raw: { renderer, flags, rows, phoneTasks },
});
