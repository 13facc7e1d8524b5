// `npm run bench:trace` (another page: `npm run bench:trace -- /ar/`): a phone's load of the page,
// its control and the floor, served as `npm run bench` serves them (control.js), traced with the
// CPU 4× slower, as Lighthouse's mobile run takes it: each main-thread task of 50 ms or more, what
// filled it, and the blocking time after the first contentful paint. Each trace is written to
// bench-results/ for DevTools' Performance panel, where a style recalculation names the change that
// caused it (docs/performance.md, "The main thread's long tasks in a phone load"). Uses dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { writeBenchCopy } from './control.js';
import { benchFlags, startServer } from './harness.js';
import { blockingMs, longTasks, traceWhile } from './main-thread-trace.js';
import { chromiumPath } from '../scripts/lib/chromium.js';

const PAGE = process.argv[2] ?? '/';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
/** Lighthouse's mobile device: its screen, touch, and a CPU 4× slower. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// The app, the web fonts and the scene's gate start after the first paint, the load and the first
// idle moments, with no sign on the control or the floor that they are done: a window that holds
// them all at 4×.
const WATCH_MS = 6000;

const benchDir = `${distDir}-bench`;
const references = writeBenchCopy({ distDir, benchDir, page: PAGE });
const server = await startServer({ port: PORT, distDir: benchDir });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', ...benchFlags],
});
mkdirSync('bench-results', { recursive: true });
try {
  const paths = { page: PAGE, control: references.control, floor: references.floor };
  for (let run = 1; run <= RUNS; run += 1)
    for (const [name, path] of Object.entries(paths)) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = await traceWhile(cdp, async () => {
        await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(WATCH_MS);
      }, ['disabled-by-default-devtools.timeline.invalidationTracking']);
      await context.close();
      const file = `bench-results/load-trace-${name}-${run}.json`;
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      const start = events.find(
        (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
      );
      const paint = events.find((e) => e.name === 'firstContentfulPaint');
      const at = (ts) => `${((ts - (start?.ts ?? 0)) / 1000).toFixed(0)} ms`;
      const tasks = longTasks(events);
      const afterPaint = tasks.filter((task) => task.startTs + task.ms * 1000 > (paint?.ts ?? 0));
      console.log(
        `${name} ${path}, run ${run}: first paint at ${paint ? at(paint.ts) : '–'}, ` +
          `blocking after it ${blockingMs(afterPaint).toFixed(0)} ms (${file})`,
      );
      for (const task of tasks)
        console.log(`  at ${at(task.startTs)}: ${task.ms.toFixed(0)} ms, ${task.causes}`);
    }
} finally {
  await browser.close();
  server.stop();
}
