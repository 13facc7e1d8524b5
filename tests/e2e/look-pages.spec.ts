import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { armorySlots } from '../../src/content/armory';
import { lookItems, lookPagePath, lookSets, lookSlug } from '../../src/content/looks';
import { site } from '../../src/content/site';
import { localeCodes, message, prefixOf } from '../site-messages';

/*
 * The share pages (/look/<mask>-<wings>-<gear>/, in every language) as a link preview's crawler
 * fetches them, with no JavaScript: their Open Graph and Twitter tags, their pictures, their size,
 * and the answers around them (404, 301). Then as a person opens one: the way into the Armory.
 */

/** The tags of a page's head, by property or name, as an Open Graph parser reads them. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decode(content));
  }
  return tags;
}
const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** A URL of the site's own address, fetched from the server under test. */
const local = (url: string) => {
  const { pathname, search } = new URL(url);
  expect(url.startsWith(`${site.siteUrl}/`), url).toBe(true);
  return `${pathname}${search}`;
};

test('every share page, in every language, previews its set without JavaScript', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pictures = new Map<string, Buffer>();
  for (const code of localeCodes) {
    for (const set of lookSets()) {
      const path = `${prefixOf(code)}${lookPagePath(set)}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, `${path} runs no script`).not.toMatch(/<script/);
      expect(gzipSync(html, { level: 9 }).length, `${path} gzipped`).toBeLessThan(14 * 1024);
      const tags = metaTags(html);
      const names = lookItems(set).map((item) => message(code, item.name));
      for (const key of ['og:title', 'og:description', 'og:image:alt'])
        for (const name of names) expect(tags.get(key), `${path} ${key}`).toContain(name);
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect(tags.get('og:url')).toBe(new URL(path, site.siteUrl).href);
      expect(tags.get('og:locale')).toBeTruthy();
      expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
      expect(html).toContain(
        `<link rel="canonical" href="${new URL(`${prefixOf(code)}/`, site.siteUrl).href}"/>`,
      );
      const image = tags.get('og:image') ?? '';
      expect(image).toMatch(new RegExp(`/${lookSlug(set)}\\.jpg$`));
      if (!pictures.has(image)) {
        const picture = await request.get(local(image));
        expect(picture.status(), image).toBe(200);
        expect(picture.headers()['content-type']).toBe('image/jpeg');
        pictures.set(image, await picture.body());
      }
    }
  }
  expect(pictures.size).toBe(lookSets().length);
  const sizes = await Promise.all([...pictures.values()].map((body) => sharp(body).metadata()));
  for (const { width, height } of sizes) expect([width, height]).toEqual([1200, 630]);
  // Pairs of pictures differ: no two sets share one (the unit test measures how much).
  const digests = new Set([...pictures.values()].map((body) => body.toString('base64')));
  expect(digests.size).toBe(pictures.size);
});

test('the share pages stay out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/look/');
});

test.describe('addresses around a share page', () => {
  for (const code of ['en', 'fr']) {
    const prefix = prefixOf(code);
    test(`${code}: an unknown set is the language's not-found page, with 404`, async ({
      request,
    }) => {
      for (const path of [`${prefix}/look/nothing-here/`, `${prefix}/look/moon-ash/`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html).toContain(`lang="${code === 'en' ? 'en' : 'fr'}"`);
        expect(html).toContain(message(code, 'notFound.home'));
      }
    });

    test(`${code}: without its slash, or as index.html, a share page is a 301 to it`, async ({
      request,
    }) => {
      const page = `${prefix}/look/moon-ash-charm/`;
      for (const path of [page.slice(0, -1), `${page}index.html`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(page);
      }
    });
  }
});

test.describe('a person who follows a shared link', () => {
  test.use({ reducedMotion: 'reduce' });

  test('without JavaScript: sees the set, and its one way in is the home page’s Armory with it on', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/look/moon-ash-charm/');
    const picture = page.getByRole('img', {
      name: message('fr', 'armory.look.pictureAlt', {
        mask: message('fr', 'armory.mask.moon.name'),
        wings: message('fr', 'armory.wings.ash.name'),
        gear: message('fr', 'armory.gear.charm.name'),
      }),
    });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    for (const item of lookItems({ mask: 'moon', wings: 'ash', gear: 'charm' }))
      await expect(
        page.getByRole('listitem').filter({ hasText: message('fr', item.name) }),
      ).toBeVisible();
    await page.getByRole('link', { name: message('fr', 'armory.look.wayIn') }).click();
    await expect(page).toHaveURL(/\/fr\/\?mask=moon&wings=ash&gear=charm#armory$/);
    for (const slot of armorySlots)
      await expect(page.locator(`input[name="armory-${slot}"]:checked`)).toHaveCount(1);
    await context.close();
  });

  test('sees the set and its way in on the first screen, from a small phone to a monitor', async ({
    page,
  }) => {
    // Phones upright and a large one sideways, tablets both ways, a square window, laptops and a
    // monitor, in the language with the longest words and in Arabic. Not a small phone held
    // sideways (568 × 320): the picture alone fills it, and the way in is a scroll below.
    const shapes = [
      [320, 568],
      [360, 640],
      [390, 844],
      [844, 390],
      [768, 1024],
      [1024, 768],
      [1000, 1000],
      [1280, 800],
      [1366, 768],
      [1920, 1080],
    ] as const;
    const problems: string[] = [];
    for (const code of ['de', 'ar']) {
      await page.goto(`${prefixOf(code)}/look/moon-ash-charm/`);
      const picture = page.locator('main img');
      const wayIn = page.getByRole('link', { name: message(code, 'armory.look.wayIn') });
      for (const [width, height] of shapes) {
        await page.setViewportSize({ width, height });
        // At least half the picture, and the whole of the way in.
        const seen = await picture.boundingBox();
        const shown = seen ? Math.min(seen.y + seen.height, height) - Math.max(seen.y, 0) : 0;
        if (!seen || shown < seen.height / 2)
          problems.push(`${code} ${width} × ${height}: ${Math.round(shown)} px of the picture`);
        const way = await wayIn.boundingBox();
        if (!way || way.y < 0 || way.y + way.height > height)
          problems.push(
            `${code} ${width} × ${height}: the way in ends at ${way && way.y + way.height}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`at ${viewport.width} px: lands at the Armory, the set on, the Masked Flame in view, the story above`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/look/moon-ash-charm/');
      await page.getByRole('link', { name: message('en', 'armory.look.wayIn') }).click();
      await expect(page).toHaveURL(/\/\?mask=moon&wings=ash&gear=charm#armory$/);
      await expect(page.locator('input[name="armory-mask"][value="moon"]')).toBeChecked({
        timeout: 60_000,
      });
      await expect(page.locator('input[name="armory-wings"][value="ash"]')).toBeChecked();
      await expect(page.locator('input[name="armory-gear"][value="charm"]')).toBeChecked();
      // The stage that shows him is on screen (his stills without the live scene).
      const stage = page.locator('[data-armory-stage]');
      await expect(stage).toBeInViewport({ ratio: 0.5 });
      await expect(stage.locator('img:not([data-armory-portrait])')).toHaveCount(3, {
        timeout: 60_000,
      });
      // The page above is there to scroll back to: the story starts at the top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.mouse.wheel(0, -100_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('#top')).toBeInViewport();
    });
});
