import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  budgets,
  builtSizeKb,
  htmlPrefixAfterGzipKb,
  namedScripts,
} from '../../scripts/lib/budgets.js';
import { BOOT_FALLBACK_MS } from '../../src/boot/protocol';
import { waitForHydration } from './hydration';

// The deterministic half of `npm run bench`: sizes of the built files, not timings.
const distDir = process.env.DIST_DIR ?? 'dist';
const html = () => readFileSync(join(distDir, 'index.html'), 'utf8');

test(`the JavaScript named in the home HTML is at most ${budgets.namedJsKb} KB gzip`, () => {
  const named = namedScripts(html());
  expect(named.length).toBeGreaterThan(0);
  expect(builtSizeKb(distDir, named)).toBeLessThanOrEqual(budgets.namedJsKb);
});

test(`all JavaScript the home page loads is at most ${budgets.allJsKb} KB gzip`, async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(3000);
  expect(builtSizeKb(distDir, [...scripts])).toBeLessThanOrEqual(budgets.allJsKb);
});

test(`the hero text arrives within the first ${budgets.heroWithinKb} KB of the gzipped HTML`, async () => {
  const prefix = await htmlPrefixAfterGzipKb(html(), budgets.heroWithinKb);
  for (const text of [
    'Emberwild</h1>',
    'Rise of the Masked Flame',
    'Play Now',
    'EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump',
  ])
    expect(prefix).toContain(text);
});

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
