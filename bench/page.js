// `npm run bench`: builds, serves the production site and measures the home page as a client
// without a GPU gets it (WebGL here is SwiftShader, a software renderer: the hero's still image):
// Lighthouse in Debian's Chromium (mobile and desktop, BENCH_RUNS runs each), the JavaScript the
// page names and loads, and the first click on the hero's Copy button at 4× CPU (first-click.js).
// Every Lighthouse run of the page is followed by one of the control (its first screen without a
// script) and one of the floor (a trivial page), served and measured alike (control.js): the
// timing budgets hold the page's excess over the control in the same run, which no machine's speed
// moves. Prints min / median / max against each budget (budgets.js), writes the raw numbers to
// bench-results/, and exits non-zero when a budget fails (report.js).
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  absoluteFigures,
  atMost,
  budgets,
  builtSizeKb,
  controlOverFloorBudgets,
  excessBudgets,
  firstClickBudgets,
  heroMarkers,
  htmlPrefixAfterGzipKb,
  lighthouseBudgets,
  namedScripts,
  performanceWhereControlPerfect,
} from './budgets.js';
import { writeBenchCopy } from './control.js';
import { measureFirstClicks } from './first-click.js';
import { benchCompositor, benchFlags, startServer } from './harness.js';
import { createReport, excessOver, finish, spread, whereReferenceReads } from './report.js';
import { chromiumPath } from '../scripts/lib/chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// The page measured: the home page, or any language's, named on the command line
// (`npm run bench -- /fr/`) or by BENCH_PATH: no script per language.
const PAGE = process.argv[2] ?? process.env.BENCH_PATH ?? '/';
if (!PAGE.startsWith('/') || !PAGE.endsWith('/'))
  throw new Error(
    `The page to measure must be a path like /fr/ (npm run bench -- /fr/), not ${PAGE}`,
  );
const benchFile = `bench-results/bench${PAGE === '/' ? '' : `-${PAGE.slice(1, -1)}`}.json`;

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be ≥ 1, not ${RUNS}`);
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });

// The build as `npm start` serves it, copied with the control and the floor beside the page.
const benchDir = `${distDir}-bench`;
const references = writeBenchCopy({ distDir, benchDir, page: PAGE });
const server = await startServer({ port: PORT, distDir: benchDir });
const base = server.base;
const urls = {
  page: `${base}${PAGE}`,
  control: `${base}${references.control}`,
  floor: `${base}${references.floor}`,
};

/** One Lighthouse run in a fresh browser; a run it could not complete is repeated, twice at most. */
async function lighthouseRun(url, formFactor) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        ...benchFlags,
      ],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits, runtimeError } = result.lhr;
      // e.g. no paint on a starved machine
      if (runtimeError || !audits['network-requests']?.details) {
        console.warn(`Lighthouse ${formFactor} run failed (${runtimeError?.code ?? 'no data'})`);
        continue;
      }
      return {
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // Lighthouse simulates a slow network and CPU from what it observed: the simulation loads
        // a document whole, so a bigger one paints later there, however early its hero arrives.
        observedFcpMs: audits.metrics.details.items[0].observedFirstContentfulPaint,
        observedLcpMs: audits.metrics.details.items[0].observedLargestContentfulPaint,
        scripts: audits['network-requests'].details.items
          .filter((item) => item.resourceType === 'Script')
          .map((item) => item.url),
        // What moved and why (Lighthouse's own attribution), so a stray CLS can be traced later.
        shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
          score: item.score,
          selector: item.node?.selector,
          causes: (item.subItems?.items ?? []).map((sub) =>
            sub.extra?.value ? `${sub.cause}: ${sub.extra.value}` : sub.cause,
          ),
        })),
        failing: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      };
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`Lighthouse ${formFactor} failed three times on ${url}`);
}

/** BENCH_RUNS runs of each page, interleaved (page, control, floor, page, ...): one sitting. */
async function runLighthouse(formFactor) {
  const runs = { page: [], control: [], floor: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, url] of Object.entries(urls))
      runs[name].push(await lighthouseRun(url, formFactor));
    console.log(`Lighthouse ${formFactor}: ${run} of ${RUNS} runs of page, control, floor done`);
  }
  return runs;
}

/**
 * Every Korean, Chinese or Arabic visitor's device has a font for their script. A machine without
 * one for the page's language draws boxes until the web font arrives, and its figures (the layout
 * shift then) are no visitor's.
 */
function warnWithoutSystemFont(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  if (!/^(ko|ja|zh|ar)\b/.test(lang)) return;
  const fcList = spawnSync('fc-list', [`:lang=${lang.slice(0, 2)}`, 'family'], {
    encoding: 'utf8',
  });
  if (fcList.error)
    console.warn(`Cannot tell whether this machine has a font for "${lang}": no fc-list`);
  else if (!fcList.stdout.trim())
    console.warn(
      `WARNING: no system font for "${lang}" here, unlike any visitor reading it; install fonts-noto-cjk (.ci/run does) or, for Arabic, fonts-noto-core`,
    );
}

try {
  const html = readFileSync(join(distDir, PAGE, 'index.html'), 'utf8');
  warnWithoutSystemFont(html);
  const named = namedScripts(html);
  const report = createReport();
  const addRow = report.add;
  const mobile = await runLighthouse('mobile');
  const desktop = await runLighthouse('desktop');
  console.log(`First click: ${RUNS} fresh loads, then ${RUNS} loads left to settle (4× CPU)`);
  const clicks = await measureFirstClicks(urls.page, urls.control, RUNS);

  const figures = {
    performance: 'performance',
    lcpMs: 'LCP (ms)',
    fcpMs: 'FCP (ms)',
    tbtMs: 'TBT (ms)',
    cls: 'CLS',
    observedFcpMs: 'FCP observed, unthrottled (ms)',
    observedLcpMs: 'LCP observed, unthrottled (ms)',
  };
  const comparison = {};
  for (const [name, { page, control, floor }] of Object.entries({ mobile, desktop })) {
    const of = (runs, key) => runs.map((run) => run[key]);
    for (const [key, label] of Object.entries(figures)) {
      const figure = `${name} ${label}`;
      const digits = key === 'cls' ? 3 : 0;
      const [p, c, f] = [page, control, floor].map((runs) => of(runs, key));
      comparison[figure] = {
        page: spread(p, digits),
        control: spread(c, digits),
        floor: spread(f, digits),
        'page − control': spread(excessOver(p, c), digits),
        'page − floor': spread(excessOver(p, f), digits),
        'control − floor': spread(excessOver(c, f), digits),
      };
      if (excessBudgets[name][key])
        addRow(`${figure}: page − control`, excessOver(p, c), excessBudgets[name][key]);
      if (controlOverFloorBudgets[name]?.[key])
        addRow(`${figure}: control − floor`, excessOver(c, f), controlOverFloorBudgets[name][key]);
      if (name === 'mobile' && key === 'performance') {
        const wherePerfect = whereReferenceReads(p, c, 100);
        if (wherePerfect.length)
          addRow(
            `${figure}, runs where the control reads 100`,
            wherePerfect,
            performanceWhereControlPerfect,
          );
        else addRow(`${figure}, runs where the control reads 100 (none)`, []);
      }
      if (absoluteFigures[name][key])
        addRow(`${figure}: page`, p, absoluteFigures[name][key], 0, { gate: false });
      if (lighthouseBudgets[name][key])
        addRow(`${figure}: page`, p, lighthouseBudgets[name][key], digits);
    }
    for (const category of ['accessibility', 'best-practices', 'seo'])
      addRow(`${name} ${category}`, of(page, category), lighthouseBudgets[name][category]);
  }

  // A load that gave up (no copy and toast within 10 s) is worse than any time: Infinity.
  const timeOf = (key) => (load) => (load.ok ? load[key] : Infinity);
  const { firstClick, hydrated, control } = clicks;
  const { deadTimeMs, clickToToastMs, hydratedClickToToastMs, hydratedExcessMs, loadsGivenUp } =
    firstClickBudgets;
  const first = (figure, value, limits = null) => addRow(figure, firstClick.map(value), limits);
  first('first click: dead time after text visible (ms)', timeOf('deadTimeMs'), deadTimeMs);
  first('first click: click → toast at 4× CPU (ms)', timeOf('clickToToastMs'), clickToToastMs);
  first('first click: clicks that did nothing', (load) => load.deadClicks ?? null);
  first(
    'first click: text visible → first click sent (ms)',
    (load) => load.firstClickAfterT0Ms ?? null,
  );
  const toast = hydrated.map(timeOf('clickToToastMs'));
  // A control load that failed has no figure to subtract: its run has no excess.
  const frame = control.map((load) => (load.ok ? load.clickToFrameMs : null));
  addRow('after hydration: click → toast at 4× CPU (ms)', toast, hydratedClickToToastMs, 0, {
    gate: false,
  });
  addRow('control: click → its next frame at 4× CPU (ms)', frame);
  addRow(
    "after hydration: click → toast, less the control's (ms)",
    excessOver(toast, frame),
    hydratedExcessMs,
  );
  const gaveUp = [...firstClick, ...hydrated, ...control].filter((load) => !load.ok);
  addRow('click loads given up (10 s, no copy + toast)', [gaveUp.length], loadsGivenUp);

  const loaded = [...new Set(mobile.page.flatMap((run) => run.scripts))]
    .filter((url) => url.startsWith(base))
    .map((url) => url.slice(base.length));
  const size = (urls) => (urls.length ? [builtSizeKb(distDir, urls)] : []);
  addRow(`JS named in ${PAGE} HTML (KB gzip)`, size(named), [atMost('max', budgets.namedJsKb)], 1);
  addRow('all JS the page loads (KB gzip)', size(loaded), [atMost('max', budgets.allJsKb)], 1);
  const prefix = await htmlPrefixAfterGzipKb(html, budgets.heroWithinKb);
  const markers = heroMarkers(html);
  const heroInside = markers.length === 2 && markers.every((marker) => prefix.includes(marker));
  report.check(`hero in first ${budgets.heroWithinKb} KB gzip of HTML`, heroInside, 'yes');

  const failing = [...new Set([...mobile.page, ...desktop.page].flatMap((run) => run.failing))];
  const copyFailed = [...firstClick, ...hydrated].filter(
    (load) => load.toastTone === 'destructive',
  );
  finish(report, {
    title: `Emberwild bench: ${PAGE}, ${RUNS} run(s) per figure, WebGL in SwiftShader (a software renderer: the hero's still image), ${benchCompositor} compositor`,
    notes: [
      ...(failing.length
        ? [`Lighthouse audits not passing in some run: ${failing.join(', ')}`]
        : []),
      ...gaveUp.map((load) => `A click load gave up: ${load.failure}`),
      ...(copyFailed.length ? [`${copyFailed.length} load(s) showed the copy-failed toast`] : []),
      ...(markers.length < 2 ? ['The built home page has no <h1> or no <code> + Copy button'] : []),
    ],
    file: benchFile,
    comparison,
    raw: {
      runs: RUNS,
      mobile,
      desktop,
      firstClick,
      hydratedClick: hydrated,
      controlClick: control,
      named,
      loaded,
      heroMarkers: markers,
    },
  });
} finally {
  server.stop();
}
