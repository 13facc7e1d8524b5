import { expect, test } from '@playwright/test';
import { paths, routeList } from '../../src/content/paths';
import { seed } from './seed-strings';

test('clean URLs answer 200 with HTML that is revalidated', async ({ request }) => {
  for (const path of routeList) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toMatch(/max-age=0|no-cache/);
  }
});

test('an unknown path answers the not-found page with status 404', async ({ request }) => {
  for (const path of ['/nope', `${paths.whitepaper}/extra`, '/assets/missing.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(seed.notFound.title);
  }
});

test('responses are compressed', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/', { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
  }
});

test('hashed assets are cached for a year, immutable', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
