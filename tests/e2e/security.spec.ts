import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { notFoundLogPrefix } from '../../src/content/copy';
import { paths, routeList } from '../../src/content/paths';
import { en } from '../site-messages';
import { waitForHydration } from './hydration';
import { afterIdle, nextFrames, waitForHeroArt } from './page-state';
import { englishPage } from '../shared/english-page';
import { waitForWebFonts } from './fonts-drawn';

const distDir = process.env.DIST_DIR ?? 'dist';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

test('the production server sends the CSP and security headers on every kind of response', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const asset = await page.locator('script[type="module"][src]').first().getAttribute('src');
  for (const path of [...routeList, '/no-such-page', asset!]) {
    const headers = (await request.get(path)).headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.every((source) => source === "'self'" || source.startsWith("'sha256-"))).toBe(
      true,
    );
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const fetchDirective of ['connect-src', 'font-src', 'img-src', 'worker-src'])
      expect(csp.get(fetchDirective)?.[0], fetchDirective).toBe("'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
    // Left out on purpose (scripts/lib/headers.js): it costs every visit a new renderer process.
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
  }
});

test('dist/_headers for CDNs carries exactly the headers npm start sends, plus HSTS', async ({
  request,
}) => {
  const file = readFileSync(join(distDir, '_headers'), 'utf8');
  const block = (path: string) => {
    const lines = file.split('\n');
    const start = lines.indexOf(path);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(start + 1)) {
      const match = /^\s+([^:]+):\s*(.+)$/.exec(line);
      if (!match) break;
      headers[match[1]!.toLowerCase()] = match[2]!;
    }
    return headers;
  };
  const global = block('/*');
  expect(global['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  const served = (await request.get('/')).headers();
  for (const [name, value] of Object.entries(global)) {
    if (name === 'strict-transport-security') continue;
    expect(served[name], name).toBe(value);
  }
  expect(block('/assets/*')['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(block('/')['cache-control']).toBe(served['cache-control']);
});

/** Every request the page makes to another origin, as it comes. */
function recordForeignRequests(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      !['127.0.0.1', 'localhost'].includes(url.hostname) &&
      url.protocol !== 'data:' &&
      url.protocol !== 'blob:'
    )
      foreign.push(request.url());
  });
  return foreign;
}

/**
 * Opens `path` and reads it end to end with the wheel, then waits until everything the visit sets
 * off has arrived: what the end of the page brings (`atTheEnd` waits for it), the web fonts, the
 * hero's 3D scene drawing (or its still image) back at the top, and what the page leaves for idle
 * time.
 */
async function readEndToEnd(page: Page, path: string, atTheEnd = async () => {}) {
  await page.goto(path);
  // Before hydration the app would take the scroll back to the top.
  await waitForHydration(page);
  for (let step = 0; step < 20; step += 1) {
    await page.mouse.wheel(0, 800);
    await nextFrames(page);
  }
  await atTheEnd();
  await waitForWebFonts(page);
  await page.mouse.wheel(0, -16_000);
  await waitForHeroArt(page);
  await afterIdle(page);
}

test('the site requests nothing from any other origin', async ({ page }) => {
  test.slow(); // scrolls both pages end to end while the 3D scene runs
  const foreign = recordForeignRequests(page);
  // The sections below the hero and their spine came with the scroll: the spine is full.
  await readEndToEnd(page, paths.home, () =>
    expect(page.getByRole('progressbar', { name: en('timeline.progress') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    ),
  );
  expect(foreign).toEqual([]);
  await readEndToEnd(page, paths.whitepaper);
  expect(foreign).toEqual([]);
});

test('every new-tab link withholds the opener, and no markup carries inline handlers', async ({
  request,
}) => {
  for (const path of ['/', '/whitepaper', '/missing']) {
    const html = await (await request.get(path)).text();
    for (const anchor of html.match(/<a [^>]*target="_blank"[^>]*>/g) ?? [])
      expect(anchor).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
  }
});

const hostilePaths = [
  '/<script>alert(1)</script>',
  '/"><img src=x onerror=alert(1)>',
  // Within the site: one that climbs out of it is refused with 400 (tests/unit/scripts).
  '/whitepaper/..%2fsecret',
  '/whitepaper/../../secret',
  `/${'a'.repeat(4000)}`,
  '/🔥🗿',
  '/\u202Eevil.html',
  `${paths.whitepaper}/extra`,
];

for (const path of hostilePaths) {
  test(`hostile path ${path.slice(0, 40)} shows the not-found page and runs nothing`, async ({
    page,
  }) => {
    const logged: string[] = [];
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('non-existent route')) logged.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishPage.notFound.title);
    await expect(page.locator('img[src="x"], body script:not([src]):not([type])')).toHaveCount(0);
    // The raw requested path, exactly as the browser sent it (percent-encoded).
    const pathname = await page.evaluate(() => location.pathname);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    expect(logged[0]).toBe(`${notFoundLogPrefix} ${pathname}`);
    expect(problems).toEqual([]);
  });
}
