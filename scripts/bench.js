// `npm run bench`: builds, serves the production site, runs Lighthouse 12 (mobile and desktop,
// 3 runs each, median) in Debian's Chromium, measures the JavaScript the home page names and
// loads, prints a table, writes bench-results/bench.json, and exits non-zero when a budget fails.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { budgets, builtSizeKb, htmlPrefixAfterGzipKb, namedScripts } from './lib/budgets.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${PORT}`;

const lighthouseBudgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  fcpMs: 900,
  tbtMs: 100,
  cls: 0.01,
};

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });

const server = spawn(process.execPath, ['scripts/serve.js'], {
  env: { ...process.env, PORT: String(PORT), DIST_DIR: distDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
server.on('exit', (code) => {
  if (code) {
    console.error(`The production server exited (${code}); is port ${PORT} taken? Set BENCH_PORT.`);
    process.exit(1);
  }
});
await waitFor(base);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The server did not start at ${url}`);
}

async function runLighthouse(formFactor) {
  const runs = [];
  // A run Lighthouse could not complete (runtimeError, e.g. no paint on a starved machine) is
  // reported and repeated, up to twice per wanted run.
  for (let run = 0, attempts = 0; run < RUNS && attempts < RUNS * 3; attempts += 1) {
    const chrome = await launch({
      chromePath: existsSync(chromePath) ? chromePath : undefined,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--enable-unsafe-swiftshader',
        '--use-angle=swiftshader',
      ],
    });
    try {
      const result = await lighthouse(
        `${base}/`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || !audits['network-requests']?.details) {
        console.warn(
          `Lighthouse ${formFactor} run failed (${runtimeError?.code ?? 'no data'}); again`,
        );
        continue;
      }
      run += 1;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        scripts: audits['network-requests'].details.items
          .filter((item) => item.resourceType === 'Script')
          .map((item) => item.url),
        failing: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const summary = {};
  for (const key of Object.keys(lighthouseBudgets)) summary[key] = median(runs.map((r) => r[key]));
  return { summary, runs };
}

try {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = namedScripts(html);
  const mobile = await runLighthouse('mobile');
  const desktop = await runLighthouse('desktop');
  const loaded = [...new Set(mobile.runs.flatMap((run) => run.scripts))]
    .filter((url) => url.startsWith(base))
    .map((url) => url.slice(base.length));
  const prefix = await htmlPrefixAfterGzipKb(html, budgets.heroWithinKb);
  const heroMarker = readFileSync('src/content/site.ts', 'utf8').match(
    /contractAddress: '([^']+)'/,
  )?.[1];

  const rows = [];
  const check = (figure, value, budget, ok, unit = '') =>
    rows.push({ figure, value: `${value}${unit}`, budget, result: ok ? 'ok' : 'FAIL' });
  for (const [name, result] of [
    ['mobile', mobile.summary],
    ['desktop', desktop.summary],
  ]) {
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
      check(
        `${name} ${category}`,
        Math.round(result[category]),
        `≥ ${lighthouseBudgets[category]}`,
        result[category] >= lighthouseBudgets[category],
      );
    check(
      `${name} LCP`,
      Math.round(result.lcpMs),
      `≤ ${lighthouseBudgets.lcpMs} ms`,
      result.lcpMs <= lighthouseBudgets.lcpMs,
      ' ms',
    );
    check(
      `${name} FCP`,
      Math.round(result.fcpMs),
      `≤ ${lighthouseBudgets.fcpMs} ms`,
      result.fcpMs <= lighthouseBudgets.fcpMs,
      ' ms',
    );
    check(
      `${name} TBT`,
      Math.round(result.tbtMs),
      `≤ ${lighthouseBudgets.tbtMs} ms`,
      result.tbtMs <= lighthouseBudgets.tbtMs,
      ' ms',
    );
    check(
      `${name} CLS`,
      result.cls.toFixed(3),
      `≤ ${lighthouseBudgets.cls}`,
      result.cls <= lighthouseBudgets.cls,
    );
  }
  const namedKb = builtSizeKb(distDir, named);
  const loadedKb = builtSizeKb(distDir, loaded);
  check(
    'JS named in home HTML (gzip)',
    namedKb.toFixed(1),
    `≤ ${budgets.namedJsKb} KB`,
    namedKb <= budgets.namedJsKb,
    ' KB',
  );
  check(
    'all JS the home page loads (gzip)',
    loadedKb.toFixed(1),
    `≤ ${budgets.allJsKb} KB`,
    loadedKb <= budgets.allJsKb,
    ' KB',
  );
  const heroInside = Boolean(heroMarker && prefix.includes(heroMarker));
  check('hero text in first 14 KB gzip of HTML', heroInside ? 'yes' : 'no', 'yes', heroInside);

  console.table(rows);
  const failing = [...new Set([...mobile.runs, ...desktop.runs].flatMap((run) => run.failing))];
  if (failing.length)
    console.log(`Lighthouse audits not passing in some run: ${failing.join(', ')}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bench.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows, mobile, desktop, named, loaded }, null, 2)}\n`,
  );
  console.log('Wrote bench-results/bench.json');
  process.exitCode = rows.some((row) => row.result === 'FAIL') ? 1 : 0;
} finally {
  server.kill();
}
