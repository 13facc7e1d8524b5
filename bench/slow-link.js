// `npm run bench:slow-link` (or `-- /ar/`): what a phone on a slow link sees of the page and of its
// control (bench/control.js), in Chromium itself rather than in Lighthouse's simulation. A proxy in
// front of the production server gives each connection what a mobile link does to it: a round
// trip to open it, half of one each way, a congestion window that starts at 10 segments and
// doubles each round trip, and a cap on the bandwidth; the CPU is 4x slower. It reads the first
// paint and the largest one as the browser reports them, run by run, page then control
// (docs/performance.md, "The page's size on a slow link").
import { once } from 'node:events';
import net from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { createSiteServer } from '../scripts/lib/site-server.js';
import { chromiumPath } from '../scripts/lib/chromium.js';
import { writeBenchCopy } from './control.js';
import { benchFlags } from './harness.js';

const RTT_MS = 150; // Lighthouse's mobile: 150 ms, 1.6 Mbit/s, 4x CPU
const BYTES_PER_MS = 1_638_400 / 8 / 1000;
const SEGMENT = 1460;
const RUNS = Number(process.env.RUNS ?? 5);
const page = process.argv[2] ?? '/';

/** A TCP proxy to `target` that opens, delays and paces each connection as a mobile link. */
function slowLink(target) {
  return net.createServer(async (client) => {
    client.pause();
    await delay(RTT_MS); // the handshake
    const server = net.connect(target, '127.0.0.1');
    client.on('data', (data) => void delay(RTT_MS / 2).then(() => server.write(data)));
    client.resume();
    const queue = [];
    let window = 10 * SEGMENT;
    let sending = false;
    const send = async () => {
      if (sending) return;
      sending = true;
      while (queue.length) {
        const bytes = Buffer.concat(queue.splice(0));
        const now = bytes.subarray(0, window);
        if (bytes.length > window) queue.unshift(bytes.subarray(window));
        await delay(RTT_MS / 2 + now.length / BYTES_PER_MS);
        client.write(now);
        window *= 2;
        // The next window leaves once this one's acknowledgements are back.
        if (queue.length) await delay(RTT_MS / 2);
      }
      sending = false;
    };
    server.on('data', (data) => {
      queue.push(data);
      setImmediate(send);
    });
    server.on('end', async () => {
      while (queue.length || sending) await delay(5);
      client.end();
    });
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
    client.on('close', () => server.destroy());
  });
}

/** One cold load of `url` as a mid-range phone: its first and largest contentful paints. */
async function paints(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.goto(url, { waitUntil: 'load' });
  const figures = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        // The largest paint is final once the page has been still a moment.
        setTimeout(() => resolve({ fcp: Math.round(fcp), lcp: Math.round(lcp) }), 1500);
      }),
  );
  await context.close();
  return figures;
}

const benchDir = resolve('node_modules/.cache/bench-slow-link');
const { control } = writeBenchCopy({ distDir: 'dist', benchDir, page });
const site = await createSiteServer({ root: benchDir });
site.listen(0, '127.0.0.1');
await once(site, 'listening');
const proxy = slowLink(site.address().port);
proxy.listen(0, '127.0.0.1');
await once(proxy, 'listening');
const base = `http://127.0.0.1:${proxy.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: benchFlags });
const runs = { page: [], control: [] };
for (let run = 0; run < RUNS; run++) {
  runs.page.push(await paints(browser, `${base}${page}`));
  runs.control.push(await paints(browser, `${base}${control}`));
}
await browser.close();
proxy.close();
site.close();

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)}`;
};
console.log(
  `${page} over a slow link (${RTT_MS} ms, 1.6 Mbit/s, slow start), CPU 4x, ${RUNS} runs;`,
);
console.log('min / median / max (ms): page | control | page − control');
for (const figure of ['fcp', 'lcp']) {
  const [own, theirs] = [runs.page, runs.control].map((list) => list.map((run) => run[figure]));
  const excess = own.map((value, index) => value - theirs[index]);
  console.log(`${figure.toUpperCase()}: ${spread(own)} | ${spread(theirs)} | ${spread(excess)}`);
}
