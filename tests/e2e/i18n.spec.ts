import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/content/site';
import type { MessageId } from '../../src/content/messages';
import { catalog, en, localeCodes, localeMeta, message, prefixOf } from '../site-messages';
import { axeViolations } from './axe-violations';
import { clipboardText } from './clipboard-text';
import { waitForHydration } from './hydration';

const others = localeCodes.filter((code) => code !== 'en');

// What is checked here is words, not motion: the still image instead of the live scene keeps
// every load quick on a software GPU.
test.use({ reducedMotion: 'reduce' });

/** Opens the header's language menu (a native disclosure), named in the page's language. */
const openLanguageMenu = (page: Page, code: string) =>
  page
    .locator('summary')
    .filter({ hasText: message(code, 'language.choose', { language: localeMeta(code).name }) })
    .click();
const pagesOf = (code: string) => [`${prefixOf(code)}/`, `${prefixOf(code)}/whitepaper`];

/** What a visitor reads: the page's text, and its images' descriptions. */
const visibleText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')),
    ].join('\n'),
  );

/** English sentences a page in another language must not show: every message of 3+ words. */
function englishLeftIn(text: string, code: string): string[] {
  const words = (value: string) => value.split(/\s+/).filter(Boolean).length;
  return (Object.keys(catalog('en')) as MessageId[])
    .map((id) => ({ english: en(id, { year: 2025, number: 1, version: '1.0', date: 'x' }), id }))
    .filter(({ english, id }) => words(english) >= 3 && english !== message(code, id))
    .filter(({ english }) => text.includes(english))
    .map(({ id, english }) => `${id}: ${english}`);
}

/** The English whitepaper's paragraphs, as they read on the page. */
const englishWhitepaper = readFileSync(join('src', 'locales', 'en', 'whitepaper.mdx'), 'utf8')
  .split('\n')
  .filter((line) => /^[A-Z<]/.test(line) && line.split(' ').length > 6)
  .map((line) =>
    line
      .replaceAll('<Name />', site.name)
      .replaceAll('<Symbol />', site.token.symbol)
      .replaceAll('<Network />', site.network)
      .slice(0, 40),
  );

for (const code of others) {
  const meta = localeMeta(code);

  // The pre-rendered pages, as a visitor without JavaScript (or a crawler) gets them: the same
  // markup the app hydrates, and much quicker to load here.
  test.describe(`${meta.name} (${code}), pre-rendered`, () => {
    test.use({ javaScriptEnabled: false });

    const [home, whitepaper] = pagesOf(code);
    /** What each page says in the language beyond its text: its title, and a number or a link. */
    const localized: Record<string, (page: Page) => Promise<void>> = {
      [home!]: async (page) => {
        await expect(page).toHaveTitle(message(code, 'meta.home.title'));
        const supply = site.token.maxSupply.toLocaleString(meta.intl);
        await expect(page.getByText(supply).first()).toBeAttached();
      },
      [whitepaper!]: async (page) => {
        await expect(page).toHaveTitle(message(code, 'meta.whitepaper.title'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          message(code, 'whitepaper.title'),
        );
        // Links back to the home page's sections stay in the language.
        const features = page
          .getByRole('navigation', { name: message(code, 'nav.label') })
          .getByRole('link', { name: message(code, 'nav.sections.features') });
        await expect(features.first()).toHaveAttribute('href', `${prefixOf(code)}/#features`);
      },
    };

    for (const path of pagesOf(code)) {
      test(`${path} is pre-rendered in ${code}, with no English left, its title and figures localized`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', meta.lang);
        const text = await visibleText(page);
        expect(englishLeftIn(text, code)).toEqual([]);
        expect(englishWhitepaper.filter((line) => text.includes(line))).toEqual([]);
        await localized[path]!(page);

        // One canonical in its own language, and every translation, English as x-default.
        const canonical = new URL(path, site.siteUrl).href;
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
        const alternates = await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
        expect(alternates.sort()).toEqual(
          [...localeCodes.map((other) => localeMeta(other).lang), 'x-default'].sort(),
        );
      });
    }

    test(`${code}: an unknown path gets the not-found page in ${code}, with status 404`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefixOf(code)}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', meta.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(code, 'notFound.title'),
      );
    });
  });

  test.describe(`${meta.name} (${code}), with the app`, () => {
    test(`${code}: axe finds no WCAG 2.2 AA violation; Copy's toast speaks ${code}`, async ({
      page,
      context,
    }) => {
      // axe runs in the page: the hydrated app, three pages, on a software GPU.
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const [home, ...rest] = [...pagesOf(code), `${prefixOf(code)}/no-such-page`];
      const expectNoViolations = async (path: string) => {
        expect((await axeViolations(page)).map((violation) => `${path} ${violation}`)).toEqual([]);
      };
      // The home page read as it arrives, then its Copy button pressed: the toast's words.
      await page.goto(home!);
      await expectNoViolations(home!);
      await waitForHydration(page);
      await page.getByRole('button', { name: message(code, 'hero.copyAccessibleLabel') }).click();
      const toast = page.getByRole('status').filter({
        hasText: message(code, 'toast.copied.title'),
      });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(message(code, 'toast.copied.description'));
      expect(await clipboardText(context)).toBe(site.contractAddress);
      for (const path of rest) {
        await page.goto(path);
        await expectNoViolations(path);
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language menu is plain links to the same page in each language', async ({ page }) => {
    test.slow();
    await page.goto('/whitepaper');
    await openLanguageMenu(page, 'en');
    const spanish = page.getByRole('link', { name: localeMeta('es').name });
    await expect(spanish).toHaveAttribute('href', '/es/whitepaper');
    await spanish.click();
    await expect(page).toHaveURL(/\/es\/whitepaper$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await openLanguageMenu(page, 'es');
    await page.getByRole('link', { name: localeMeta('ko').name }).click();
    await expect(page).toHaveURL(/\/ko\/whitepaper$/);
  });
});

test.describe('the visitor’s language', () => {
  test('a language chosen in the menu is offered on the next visit, never forced', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await openLanguageMenu(page, 'en');
    await page.getByRole('link', { name: localeMeta('es').name }).click();
    await expect(page).toHaveURL(/\/es\/$/);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const offer = page.getByRole('link', { name: 'Ver esta página en español' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: localeMeta('es').name })).toHaveCount(0);
  });
});

test.describe('a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('is offered the Korean page, in Korean, and not redirected', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('link', { name: '이 페이지를 한국어로 보기' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/ko/');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('right to left', () => {
  const rtl = 'ar';
  const boxOf = async (page: Page, selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not drawn`);
    return { start: box.x, end: box.x + box.width, middle: box.x + box.width / 2 };
  };

  test(`${rtl}: dir=rtl, the spine and its stations on the right, mirrored from English`, async ({
    page,
  }) => {
    const width = page.viewportSize()!.width;
    for (const code of ['en', rtl]) {
      await page.goto(`${prefixOf(code)}/`);
      const onRight = code === rtl;
      if (onRight) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveCSS('direction', onRight ? 'rtl' : 'ltr');
      const spine = await boxOf(page, '[role=progressbar]');
      const station = await boxOf(page, '[data-station]');
      const heading = await boxOf(page, '#top h1');
      // The spine runs in the gutter at the start of the line, each station on it.
      expect(onRight ? spine.middle > width * 0.9 : spine.middle < width * 0.1, code).toBe(true);
      expect(Math.abs(station.middle - spine.middle), `${code}: station on the spine`).toBeLessThan(
        (station.end - station.start) / 2,
      );
      // The hero's name starts the line: at the right edge of the content in Arabic.
      expect(onRight ? heading.end > width * 0.6 : heading.start < width * 0.4, code).toBe(true);
    }
  });

  test(`${rtl}: the address stays left to right, the back arrow points back, Tab follows the line`, async ({
    page,
  }) => {
    await page.goto(`${prefixOf(rtl)}/`);
    const address = page.locator('code', { hasText: site.contractAddress });
    await expect(address).toHaveAttribute('dir', 'ltr');
    await expect(address).toHaveCSS('direction', 'ltr');
    // Reading order is the header's order right to left: each Tab stop is left of the one before.
    await waitForHydration(page);
    await page.keyboard.press('Tab'); // the skip link
    const lefts: number[] = [];
    for (let stop = 0; stop < 4; stop += 1) {
      await page.keyboard.press('Tab');
      lefts.push(await page.evaluate(() => document.activeElement!.getBoundingClientRect().left));
    }
    expect(lefts, 'header Tab stops, left edges').toEqual([...lefts].sort((a, b) => b - a));
    await page.goto(`${prefixOf(rtl)}/whitepaper`);
    const back = page.getByRole('link', { name: message(rtl, 'whitepaper.backLabel') });
    await expect(back.locator('svg')).toHaveCSS('scale', '-1 1');
  });
});

test.describe('right to left, with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  // The still hero (the scene's own Save-Data rule): this is about the reveals, not the 3D.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  });

  test('reveals come out of the spine: from the left in English, from the right in Arabic', async ({
    page,
  }) => {
    for (const [code, sign] of [
      ['en', -1],
      ['ar', 1],
    ] as const) {
      await page.goto(`${prefixOf(code)}/`);
      await waitForHydration(page);
      // The sections below the hero hydrate once the reader engages: a key, which scrolls nothing.
      await page.keyboard.press('Shift');
      await expect(page.locator('[data-reveal="hidden"]').first()).toHaveCSS('opacity', '0');
      const offsets = await page
        .locator('[data-reveal="hidden"]')
        .evaluateAll((elements) =>
          elements.map((element) => new DOMMatrix(getComputedStyle(element).transform).m41),
        );
      const sideways = offsets.filter((x) => x !== 0);
      expect(sideways.length, code).toBeGreaterThan(0);
      expect(
        sideways.every((x) => Math.sign(x) === sign),
        `${code}: ${sideways}`,
      ).toBe(true);
    }
  });
});

for (const [browserLocale, code] of [
  ['ar-EG', 'ar'],
  ['zh-CN', 'zh-cn'],
] as const) {
  test.describe(`a ${browserLocale} browser`, () => {
    test.use({ locale: browserLocale });

    test(`is offered the ${code} page, in its language and direction, not redirected`, async ({
      page,
    }) => {
      await page.goto('/');
      const words = JSON.parse(
        readFileSync(join('src', 'locales', code, 'suggestion.json'), 'utf8'),
      ) as { suggestion: string };
      const offer = page.getByRole('link', { name: words.suggestion });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('href', `${prefixOf(code)}/`);
      await expect(
        page.getByRole('complementary', { name: localeMeta(code).name }),
      ).toHaveAttribute('dir', localeMeta(code).dir ?? 'ltr');
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe('an English browser on a phone, on a page in another language', () => {
  test.use({ locale: 'en-US', viewport: { width: 412, height: 823 }, hasTouch: true });

  for (const code of ['zh-cn', 'ar'] as const) {
    test(`${code}: the offer of English covers none of the hero's controls`, async ({ page }) => {
      await page.goto(`${prefixOf(code)}/`);
      const offer = page.getByRole('complementary', { name: localeMeta('en').name });
      await expect(offer).toBeVisible();
      const bar = (await offer.boundingBox())!;
      const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
      const controls = hero.locator('a, button');
      expect(await controls.count()).toBeGreaterThan(3);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box) continue;
        const apart =
          box.y >= bar.y + bar.height ||
          box.y + box.height <= bar.y ||
          box.x >= bar.x + bar.width ||
          box.x + box.width <= bar.x;
        expect(apart, `${await control.textContent()} under the offer`).toBe(true);
      }
    });
  }
});

test('the sitemap lists every page in every language, each with its alternates', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const code of localeCodes) {
    for (const path of pagesOf(code).map((p) => (code === 'en' ? p.replace(/^\/\//, '/') : p))) {
      expect(xml).toContain(`<loc>${new URL(path, site.siteUrl).href}</loc>`);
    }
  }
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(localeCodes.length * 2);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  for (const code of localeCodes) {
    test(`${code}: no sideways scroll, even with every string 40 % longer`, async ({ page }) => {
      // In the web fonts, and in the local stand-ins a reader has until they arrive (or when they
      // fail): the two draw text at slightly different widths. Each state is set, not raced.
      for (const fonts of ['web fonts', 'fonts still on their way'] as const) {
        if (fonts !== 'web fonts') await page.route(/\.woff2$/, (route) => route.abort());
        for (const path of pagesOf(code)) {
          await page.goto(path);
          const overflow = async () => {
            await page.evaluate(() => document.fonts.ready);
            return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          };
          expect(await overflow(), `${path} as written, ${fonts}`).toBeLessThanOrEqual(0);
          // A pseudo-locale: every text lengthened by 40 %, in words of its own letters. Not the
          // figures (<data>, kept on one line): Intl writes them, no translation lengthens them,
          // and each language's are held as written, above.
          await page.evaluate(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              if (!text.trim() || node.parentElement?.closest('code, script, style, data'))
                continue;
              const extra = text.trim().slice(0, Math.ceil(text.trim().length * 0.4));
              node.textContent = `${text} ${extra}`;
            }
          });
          const longer = `${path} with 40 % longer strings, ${fonts}`;
          expect(await overflow(), longer).toBeLessThanOrEqual(0);
        }
      }
    });
  }
});

test.describe('the header on a phone', () => {
  // Every control of the fixed header, on screen: the header never scrolls sideways, so a
  // control pushed past the edge is simply cut off. The menu's own links are in its panel.
  const offScreen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('header summary, header a')]
        .filter((control) => control.tagName === 'SUMMARY' || !control.closest('details'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        .map(({ control, box }) => `${control.textContent?.trim()} (${box.left}–${box.right})`),
    );

  test.use({ viewport: { width: 360, height: 740 } });

  for (const code of localeCodes) {
    test(`${code}: the language menu stays on screen at 360 and 390 px, also when the menu names the section`, async ({
      page,
    }) => {
      await page.goto(`${prefixOf(code)}/`);
      await waitForHydration(page);
      const sectionMenu = page.locator('header details summary').first();
      // One page, both widths: the header is laid out again at each.
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
        await expect(sectionMenu).toHaveText(message(code, 'nav.menu'));
        expect(await offScreen(page), `${width} px, at the top`).toEqual([]);
        await page.mouse.wheel(0, 3000);
        await expect(sectionMenu).not.toHaveText(message(code, 'nav.menu'));
        expect(await offScreen(page), `${width} px, with a section named`).toEqual([]);
      }
    });
  }
});
