import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  budgets,
  builtSizeKb,
  heroMarkers,
  htmlPrefixAfterGzipKb,
  namedScripts,
} from '../../bench/budgets.js';
import { BOOT_FALLBACK_MS } from '../../src/boot/boot-contract';
import { en, localeCodes, prefixOf } from '../site-messages';
import { waitForHydration } from './hydration';
import { afterIdle, playScene } from './page-state';
import { englishPage } from '../shared/english-page';

// The deterministic half of `npm run bench`: sizes of the built files, not timings.
const distDir = process.env.DIST_DIR ?? 'dist';
const html = () => readFileSync(join(distDir, 'index.html'), 'utf8');

test(`the JavaScript named in the home HTML is at most ${budgets.namedJsKb} KB gzip`, () => {
  const named = namedScripts(html());
  expect(named.length).toBeGreaterThan(0);
  expect(builtSizeKb(distDir, named)).toBeLessThanOrEqual(budgets.namedJsKb);
});

test('the build ships no TypeScript: every worker is bundled into JavaScript', () => {
  // A worker whose URL is not written inside `new Worker(new URL(…))` is copied as its source, which
  // no browser runs: the GPU probe then fails and every visitor gets the still image.
  const sources = readdirSync(join(distDir, 'assets')).filter((name) => /\.tsx?$/.test(name));
  expect(sources).toEqual([]);
});

test(`all JavaScript the home page loads is at most ${budgets.allJsKb} KB gzip`, async ({
  page,
}) => {
  // The live 3D scene arrives last, once asked for; SwiftShader is slow to start it.
  test.slow();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.add(new URL(request.url()).pathname);
  });
  const engine = page.waitForResponse(/\/assets\/motion-features-[^/]+\.js$/);
  await page.goto('/');
  // Before hydration the app would take the scroll back to the top.
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  // Everything the page loads later has been asked for: the sections below the hero and their
  // spine (it follows the wheel), the animation engine, what waits for idle time (the toaster),
  // and, back at the top, the hero's 3D scene, started with the Animation control (SwiftShader, a
  // software renderer, gets the still image until the visitor asks), drawing.
  await expect(
    page.getByRole('progressbar', { name: en('timeline.progress') }),
  ).not.toHaveAttribute('aria-valuenow', '0');
  await engine;
  await page.mouse.wheel(0, -4000);
  await playScene(page);
  await afterIdle(page);
  expect(builtSizeKb(distDir, [...scripts])).toBeLessThanOrEqual(budgets.allJsKb);
});

test('no stylesheet the page carries inline is fetched again when the sections and the toaster start', async ({
  page,
}) => {
  const inlined = [
    ...html().matchAll(/<link rel="stylesheet" href="([^"]+)" disabled data-inlined>/g),
  ];
  expect(inlined.map(([, href]) => href)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]),
  );
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  const engine = page.waitForResponse(/\/assets\/motion-features-[^/]+\.js$/);
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await engine;
  await afterIdle(page);
  // Linked again, the entry's rules would apply twice and its font faces register anew: the
  // whole page restyled and laid out at the moment the sections start.
  for (const [, href] of inlined) expect(stylesheets).not.toContain(href);
});

test(`the hero text arrives within the first ${budgets.heroWithinKb} KB of the gzipped HTML`, async () => {
  const prefix = await htmlPrefixAfterGzipKb(html(), budgets.heroWithinKb);
  for (const text of [
    `${englishPage.name}</h1>`,
    englishPage.tagline,
    en('hero.playNow'),
    englishPage.contractAddress,
  ])
    expect(prefix).toContain(text);
});

// Other scripts take more bytes a character: the first round trip must hold their hero too.
for (const code of localeCodes.filter((code) => prefixOf(code))) {
  test(`in ${code}, too, the hero arrives within the first ${budgets.heroWithinKb} KB`, async () => {
    const page = readFileSync(join(distDir, prefixOf(code).slice(1), 'index.html'), 'utf8');
    const prefix = await htmlPrefixAfterGzipKb(page, budgets.heroWithinKb);
    const markers = heroMarkers(page);
    expect(markers).toHaveLength(2);
    for (const marker of markers) expect(prefix).toContain(marker);
  });
}

test('no JavaScript is requested before the first contentful paint, and the page still hydrates', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const { fcp, firstScript } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(fcp).toBeLessThan(Infinity);
  // On a starved machine the paint can come after the boot script's safety net, which then starts.
  expect(firstScript).toBeGreaterThanOrEqual(Math.min(fcp, BOOT_FALLBACK_MS));
});
