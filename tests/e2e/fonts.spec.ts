import { expect, test, type Page } from '@playwright/test';
import { fontFallbacks } from '../../scripts/lib/site-fonts.js';
import { routeList } from '../../src/content/paths';
import { en, localeCodes, prefixOf } from '../site-messages';
import { waitForHydration } from './hydration';
import { englishPage } from '../shared/english-page';
import { waitForWebFonts } from './fonts-drawn';

/*
 * Fonts: every character on every page is drawn with a font the site serves itself (never one of
 * the visitor's), the contract address in its monospace face, and web fonts that arrive late swap
 * in without moving the page (metric-matched fallback faces, scripts/lib/site-fonts.js).
 */

const pages = [...routeList, '/lost-temple'];

const viewports = [
  { name: '390', size: { width: 390, height: 844 } },
  { name: '1280', size: { width: 1280, height: 800 } },
] as const;

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
}

/**
 * The fonts Chromium really drew each piece of text with (DevTools protocol), by the text.
 * Unrendered text (the head, hidden elements) draws with nothing and is left out.
 */
/**
 * The fonts drawing each element's own text; `first`: texts to ask about before the rest, or
 * (`only`) instead of the rest.
 */
async function fontsByText(
  page: Page,
  first: string[] = [],
  { only = false } = {},
): Promise<Map<string, PlatformFont[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  interface DomNode {
    nodeId: number;
    nodeType: number;
    nodeValue: string;
    children?: DomNode[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const withText: DomNode[] = [];
  const walk = (node: DomNode) => {
    if (node.nodeType === 1 && node.children?.some((c) => c.nodeType === 3 && c.nodeValue.trim()))
      withText.push(node);
    node.children?.forEach(walk);
  };
  walk(root);
  const ownText = (node: DomNode) =>
    node
      .children!.filter((c) => c.nodeType === 3)
      .map((c) => c.nodeValue.trim())
      .join(' ');
  const wanted = (node: DomNode) => first.some((text) => ownText(node).includes(text));
  withText.sort((a, b) => Number(wanted(b)) - Number(wanted(a)));
  const result = new Map<string, PlatformFont[]>();
  for (const node of only ? withText.filter(wanted) : withText) {
    // One call per node is slow on a busy machine: a node may be gone by its turn (a count-up
    // finishing, a toast timing out). What is gone was not drawn.
    const answer = (await cdp
      .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
      .catch((error: Error) => {
        if (/Could not find node/.test(error.message)) return { fonts: [] };
        throw error;
      })) as { fonts: PlatformFont[] };
    const fonts = answer.fonts;
    if (!fonts.length) continue;
    result.set(ownText(node).slice(0, 60), fonts);
  }
  await cdp.detach();
  return result;
}

/**
 * The web fonts added, and every face the page's laid-out text needs loaded. A face with a
 * unicode-range (a script's, a subset's) is asked for only when a layout shapes text that needs
 * it: `document.fonts.ready` could resolve before that layout, and the text was then read in its
 * stand-in (flaky on a busy machine). A forced layout asks for them now, and the wait goes on
 * until no face is loading.
 */
async function fontsIn(page: Page) {
  await waitForWebFonts(page);
  await page.waitForFunction(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return [...document.fonts].every((face) => face.status !== 'loading');
  });
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} px wide`, () => {
    test.use({ viewport: viewport.size });

    for (const path of pages) {
      test(`${path}: all text is drawn with the self-hosted fonts`, async ({ page }) => {
        await page.goto(path);
        await fontsIn(page);
        const drawn = await fontsByText(page);
        expect(drawn.size).toBeGreaterThan(5);
        const system = [...drawn]
          .filter(([, fonts]) => fonts.some((font) => !font.isCustomFont))
          .map(([text, fonts]) => `${text}: ${fonts.map((font) => font.familyName).join(', ')}`);
        expect(system).toEqual([]);
      });
    }
  });
}

// Every other language's home, one after the other in one page: its words in its script's face,
// and its figures as Intl writes them (French's narrow no-break spaces, Arabic's direction marks),
// never in one of the visitor's fonts.
test.describe('1280 px wide, every language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each home page: all text, figures included, is drawn with the self-hosted fonts', async ({
    page,
  }) => {
    test.slow();
    const system: string[] = [];
    for (const code of localeCodes.filter((other) => other !== 'en')) {
      await page.goto(`${prefixOf(code)}/`);
      await fontsIn(page);
      for (const [text, fonts] of await fontsByText(page))
        if (fonts.some((font) => !font.isCustomFont))
          system.push(`${code}: ${text}: ${fonts.map((font) => font.familyName).join(', ')}`);
    }
    expect(system).toEqual([]);
  });
});

test('the contract address is drawn in JetBrains Mono, and so is a toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: en('hero.copyAccessibleLabel') }).click();
  const toast = page.getByRole('status').filter({ hasText: englishPage.copied.title });
  await expect(toast).toBeVisible();
  await fontsIn(page);
  // One font for the whole address: the subset draws every character of it.
  const address = await fontsByText(page, [englishPage.contractAddress], { only: true });
  expect(
    address
      .get(englishPage.contractAddress)
      ?.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont })),
  ).toEqual([{ familyName: 'JetBrains Mono Medium', isCustomFont: true }]);
  // The pointer holds the toast on screen, as a reader's does. Its text is read until drawn: when
  // the app takes over a toast the boot script showed (the hand-off, stores/toast-slice.ts), the
  // element read can be the one just replaced, which draws nothing.
  await toast.hover();
  await expect
    .poll(async () => {
      const drawn = await fontsByText(page, [englishPage.copied.title], { only: true });
      return drawn.get(englishPage.copied.title)?.map((font) => font.isCustomFont);
    })
    .toEqual([true]);
});

test('the language menu names Korean and Chinese from their small switcher files only', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('header summary').last().click();
  await expect(page.getByRole('link', { name: '简体中文' })).toBeVisible();
  await fontsIn(page);
  const script = fetched.filter((url) => /noto-sans-(kr|sc)-/.test(url));
  expect(script.length).toBeGreaterThan(0);
  // The larger files (the whole Korean or Chinese text) cover the switcher's characters too; the
  // switcher file, declared after them, is the one the browser tries (scripts/render-fonts.js).
  expect(script.filter((url) => !url.includes('-switcher'))).toEqual([]);
});

for (const viewport of viewports) {
  test(`${viewport.name} px: web fonts swapping in late move nothing (CLS < 0.001)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    // The web fonts are held back until the page has painted without them, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    // The page is drawn in the stand-ins: every one it uses has settled (the web fonts are held).
    await page.waitForFunction(() =>
      [...document.fonts]
        .filter((face) => face.family.endsWith(' fallback'))
        .every((face) => face.status !== 'loading'),
    );

    // The text stands in the fallback faces, which the stacks in tokens.css name.
    // A face the boot script made names its family as a CSS string ("Inter Variable").
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts].map((face) => ({
          family: face.family.replace(/^"(.*)"$/, '$1'),
          status: face.status,
        })),
      );
    const fallbacks = (await faces()).filter((face) => face.family.endsWith(' fallback'));
    // The English page's faces: a script face's stand-in (unicode-range) draws only its script.
    const families = fontFallbacks
      .filter((fallback) => !('unicodeRange' in fallback))
      .map(({ family }) => family);
    const statuses = (family: string) =>
      fallbacks.filter((face) => face.family === `${family} fallback`).map((face) => face.status);
    expect(families.filter((family) => !statuses(family).some((s) => s !== 'unloaded'))).toEqual(
      [],
    );
    // .ci/run installs them (Debian: fonts-liberation); without them this would measure nothing.
    expect(
      families.filter((family) => !statuses(family).includes('loaded')),
      'families whose local stand-in font is missing on this machine',
    ).toEqual([]);

    release();
    await fontsIn(page);
    const loaded = (await faces()).filter((face) => face.status === 'loaded');
    for (const family of families)
      expect(
        loaded.map((face) => face.family),
        family,
      ).toContain(family);
    // Every shift so far, the swap's frame included (fontsIn waited for the frames after it).
    const cls = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((a, b) => a + b.value, 0);
    });
    // The site's budget is 0.01. Without the fallback faces this page measures 0.002–0.004 here
    // (all of it the web fonts swapping in), with them 0.0001–0.0002: the bar sits in between.
    expect(cls).toBeLessThan(0.001);
  });
}
