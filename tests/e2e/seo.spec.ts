import { expect, test } from '@playwright/test';
import { shareImage } from '../../src/content/pages';
import { routeList } from '../../src/content/paths';
import { site } from '../../src/content/site';
import { englishPage } from '../shared/english-page';

const SITE = site.siteUrl;

// A page's own head tags carry an attribute more than these (data-prerendered, see
// src/app/use-head-orphans.ts): the patterns allow other attributes around the ones they read.
const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test('every route has its own title, description, canonical URL and share tags', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of routeList) {
    const canonical = `${SITE}${path}`;
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<html lang="en">/);
    const title = head(html, /<title[^>]*>([^<]+)<\/title>/);
    expect(title).toBeTruthy();
    titles.add(title!);
    const description = head(html, /<meta [^>]*name="description" content="([^"]+)"/);
    expect(description?.length).toBeGreaterThan(50);
    expect(head(html, /<link [^>]*rel="canonical" href="([^"]+)"/)).toBe(canonical);
    expect(head(html, /<meta [^>]*property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(head(html, /<meta [^>]*property="og:title" content="([^"]+)"/)).toBe(title);
    expect(head(html, /<meta [^>]*property="og:image" content="([^"]+)"/)).toBe(
      `${SITE}${shareImage.path}`,
    );
    expect(head(html, /<meta [^>]*name="twitter:card" content="([^"]+)"/)).toBe(
      'summary_large_image',
    );
  }
  expect(titles.size).toBe(routeList.length);
});

test('the home page describes the game, the studio and the site as JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const json = head(html, /<script type="application\/ld\+json">(.+?)<\/script>/);
  const graph = JSON.parse(json!)['@graph'] as { '@type': string; name?: string }[];
  expect(graph.map((node) => node['@type']).sort()).toEqual([
    'Organization',
    'VideoGame',
    'WebSite',
  ]);
  expect(graph.find((node) => node['@type'] === 'VideoGame')?.name).toBe(englishPage.name);
});

test('the not-found page is not indexed', async ({ request }) => {
  const html = await (await request.get('/lost')).text();
  expect(html).toMatch(/<meta [^>]*name="robots" content="noindex"/);
  expect(html).not.toContain('rel="canonical"');
});

test("the head tags a page renders are marked as pre-rendered, the shell's are not", async ({
  request,
}) => {
  for (const path of [...routeList, '/lost']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<title data-prerendered>[^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+" data-prerendered\/>/);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+" data-prerendered\/>/);
    // index.html's own tags are nothing React renders: no page's to take out.
    for (const shellTag of [/<meta name="viewport"[^>]*>/, /<link rel="manifest"[^>]*>/]) {
      const tag = html.match(shellTag)?.[0];
      expect(tag, path).toBeTruthy();
      expect(tag, path).not.toContain('data-prerendered');
    }
  }
});

test('robots.txt points to the sitemap, which lists every route', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of routeList) expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
});

test('icons, manifest and the 1200×630 share image are served', async ({ request, page }) => {
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest.name).toContain(englishPage.name);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  for (const path of ['/favicon.ico', '/apple-touch-icon.png'])
    expect((await request.get(path)).status(), path).toBe(200);
  await page.goto(shareImage.path);
  const size = await page.evaluate(() => {
    const image = document.querySelector('img')!;
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(size).toEqual([1200, 630]);
});
