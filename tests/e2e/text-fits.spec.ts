import { expect, test, type Page } from '@playwright/test';
import { armoryDefaults } from '../../src/content/armory';
import { lookPagePath } from '../../src/content/looks';
import { localeCodes, prefixOf } from '../site-messages';
import { textSpillsInPage } from '../shared/text-spills';
import { waitForWebFonts } from './fonts-drawn';
import { settleSections } from './page-state';

/*
 * Every page, in every language, at every width from a small phone to a wide screen: no text runs
 * out of its box (tests/shared/text-spills.ts). A long word is what does it: German's
 * "Kernholzmaske" is wider than an Armory column of 13rem leaves a name, and Spanish's links fill
 * the header's row at 1024 px. The page does not scroll sideways for either.
 *
 * Read in the web fonts, as a reader sees the page once they have arrived. Their local stand-ins
 * are matched to them on average, not word by word: a long word can run a few px past its box
 * until the swap, which breaking it would not improve.
 */

test.use({ reducedMotion: 'reduce' });

/**
 * From 320 px (a page zoomed to 400 %, which WCAG's reflow asks to read without sideways scroll)
 * to a wide screen, through each breakpoint (styles/breakpoints.css).
 */
const widths = [
  320, 360, 390, 420, 440, 480, 600, 640, 768, 834, 900, 1024, 1100, 1152, 1280, 1600,
];
/** Each width 800 px tall, then phones held sideways, where the hero sets its art beside the text. */
const shapes = [
  ...widths.map((width) => ({ width, height: 800 })),
  ...[
    [568, 320],
    [667, 375],
    [740, 360],
    [844, 390],
    [932, 430],
  ].map(([width, height]) => ({ width: width!, height: height! })),
];

/**
 * With the browser's text set larger (Chrome's "Large", 20 px; the layout is in rem, so it grows
 * with it): from a phone up. At 320 px such text leaves the layout 16rem, what a 256 px screen is
 * at the usual 16 px: below the narrowest width the site is laid out for.
 */
const LARGE_TEXT_PX = 20;
const largeTextWidths = [360, 390, 412, 480, 600, 768, 1024, 1280, 1600];

const pagesOf = (code: string) => {
  const prefix = prefixOf(code);
  return [`${prefix}/`, `${prefix}/whitepaper`, `${prefix}${lookPagePath(armoryDefaults)}`];
};

/**
 * The page laid out whole and in its web fonts. The home page's sections skip their layout while
 * far from the screen (content-visibility, boot/lazy-layout.ts), which changes no box's width once
 * drawn; without the attribute every one of them is laid out now, at each width.
 */
async function settle(page: Page, path: string, home: boolean) {
  await page.goto(path);
  if (home) await settleSections(page);
  await waitForWebFonts(page);
  await page.evaluate(() => document.documentElement.removeAttribute('data-lazy-layout'));
}

for (const code of localeCodes) {
  test(`${code}: from 320 to 1600 px wide, no text runs out of its box, nothing scrolls sideways`, async ({
    page,
  }) => {
    const paths = pagesOf(code);
    const sweep = async (path: string, sizes: { width: number; height: number }[], as = '') => {
      for (const { width, height } of sizes) {
        await page.setViewportSize({ width, height });
        const at = `${width} × ${height}${as}`;
        expect.soft(await page.evaluate(textSpillsInPage), `${path} at ${at}`).toEqual([]);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(sideways, `${path} scrolls sideways at ${at}`).toBeLessThanOrEqual(0);
      }
    };
    for (const path of paths) {
      await settle(page, path, path === paths[0]);
      await sweep(path, shapes);
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: LARGE_TEXT_PX } });
    for (const path of paths) {
      await settle(page, path, path === paths[0]);
      const sizes = largeTextWidths.map((width) => ({ width, height: 800 }));
      await sweep(path, sizes, `, text at ${LARGE_TEXT_PX} px`);
    }
  });
}

/*
 * The header's menus, open: wholly on the screen, every link reachable in them. On a phone the
 * section menu's panel hung from its button, left of the middle, and ran off the screen's start in
 * Chinese and Portuguese (the first letters of its links cut off at 320 and 360 px).
 */
const menuShapes = [
  [320, 568],
  [360, 640],
  [390, 844],
  [568, 320],
  [844, 390],
  [1000, 700],
  [1280, 800],
] as const;

for (const code of localeCodes) {
  test(`${code}: the header's menus open wholly on the screen, every link in reach`, async ({
    page,
  }) => {
    await page.goto(`${prefixOf(code)}/`);
    await waitForWebFonts(page);
    const problems: string[] = [];
    for (const [width, height] of menuShapes) {
      await page.setViewportSize({ width, height });
      for (const menu of await page.locator('header details').all()) {
        if (!(await menu.isVisible())) continue;
        const summary = menu.locator('summary');
        await summary.click();
        const where = `${width} × ${height}, ${(await summary.innerText()).split('\n').at(-1)}`;
        const out = await menu.evaluate((details) => {
          const panel = details.querySelector('summary + *')!;
          const off = (rect: DOMRect) =>
            rect.left < 0 || rect.right > innerWidth || rect.top < 0 || rect.bottom > innerHeight;
          const found = off(panel.getBoundingClientRect()) ? ['the panel'] : [];
          // Each link, scrolled to within the panel if it must be, is on the screen.
          for (const link of panel.querySelectorAll('a')) {
            link.scrollIntoView({ block: 'nearest' });
            if (off(link.getBoundingClientRect())) found.push(link.textContent ?? '');
          }
          return found;
        });
        problems.push(...out.map((what) => `${where}: ${what} off the screen`));
        await summary.click();
      }
    }
    expect(problems).toEqual([]);
  });
}
