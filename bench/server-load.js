// `npm run bench:server`: the production server under load (autocannon, 50 connections, 10 s per
// address) on the home page, the whitepaper, a hashed asset and the not-found page, each over
// brotli as browsers ask for them; then the home page again while new builds are swapped in
// under it (scripts/lib/publish-build.js), as a deploy does. Budgets: no error anywhere, and the
// home page's requests per second (bench/budgets.js). Not part of npm test: timings are noisy.
import { execSync } from 'node:child_process';
import { cpSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { bootScriptUrls } from '../scripts/lib/boot.js';
import { newBuildFolder, publishBuild } from '../scripts/lib/publish-build.js';
import { serverBudgets } from './budgets.js';
import { startServer } from './harness.js';
import { createReport, finish } from './report.js';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

if (!process.env.BENCH_SKIP_BUILD)
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });

const [script] = bootScriptUrls(readFileSync(join(distDir, 'index.html'), 'utf8'));
const targets = [
  { name: '/', path: '/', status: 200 },
  { name: '/whitepaper', path: '/whitepaper', status: 200 },
  { name: 'an asset', path: script, status: 200 },
  { name: 'the 404', path: '/no-such-page', status: 404 },
];

const server = await startServer({ port: PORT, distDir });

/** One load: requests per second, latency, and every answer that was not the expected one. */
async function load(path, status, during = async () => {}) {
  const running = autocannon({
    url: `${server.base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const [result] = await Promise.all([running, during()]);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const expected = result[`${String(status)[0]}xx`];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (answered - expected),
  };
}

/** Publishes a copy of the live build as a new one every second until `seconds` have passed. */
async function swapEverySecond(seconds) {
  let swaps = 0;
  const until = Date.now() + seconds * 1000 - 500;
  while (Date.now() < until) {
    await new Promise((done) => setTimeout(done, 1000));
    const build = newBuildFolder(distDir);
    cpSync(realpathSync(distDir), build, { recursive: true });
    publishBuild(build, distDir);
    swaps += 1;
  }
  return swaps;
}

const report = createReport();
const raw = {};
try {
  for (const { name, path, status } of targets) {
    const figures = await load(path, status);
    raw[name] = figures;
    console.log(`${name}: ${Math.round(figures.rps)} req/s`);
    report.add(`${name}: requests/s`, [figures.rps], name === '/' ? serverBudgets.homeRps : null);
    report.add(`${name}: p50 / p99 latency, ms`, [figures.p50, figures.p99], null, 1);
    report.add(`${name}: errors`, [figures.errors], serverBudgets.errors);
  }
  let swaps = 0;
  const figures = await load('/', 200, async () => {
    swaps = await swapEverySecond(SECONDS);
  });
  raw.swapping = { ...figures, swaps };
  report.add(`/ while ${swaps} builds are swapped in: requests/s`, [figures.rps]);
  report.add(`/ while swapping: p50 / p99 latency, ms`, [figures.p50, figures.p99], null, 1);
  report.add(`/ while swapping: errors`, [figures.errors], serverBudgets.errors);
} finally {
  server.stop();
}

finish(report, {
  title: `npm start under load: ${CONNECTIONS} connections, ${SECONDS} s per address, brotli`,
  notes: ['Latency rows: the first sample is p50, the second p99 (min = p50, max = p99).'],
  file: 'bench-results/server.json',
  raw,
});
