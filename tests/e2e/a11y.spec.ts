import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sectionLabels } from '../../src/content/copy';
import { footerSocial } from '../../src/content/footer';
import { gameplayDemo } from '../../src/content/mechanics';
import { routeList } from '../../src/content/paths';
import { en } from '../site-messages';
import { axeViolations } from './axe-violations';
import { waitForHydration } from './hydration';
import { scrollThrough } from './page-state';
import { revealsNotInPlace } from './reveals';
import { englishPage } from '../shared/english-page';

const ROUTES = [...routeList, '/no-such-page'];
const inertControls = [
  ...gameplayDemo.actions.map((action) => en(action)),
  footerSocial.discord.label,
];

/**
 * Scrolls to the end like a reader, then waits until all the scroll set off has finished: the
 * journey spine (on the home page) full, every reveal whole and in place, no figure still counting.
 */
async function scrollToTheEnd(page: Page) {
  // Before hydration the app would take the scroll position back to the top.
  await waitForHydration(page);
  await scrollThrough(page);
  const spine = page.getByRole('progressbar', { name: en('timeline.progress') });
  if (await spine.count()) await expect(spine).toHaveAttribute('aria-valuenow', '100');
  await expect
    .poll(() => revealsNotInPlace(page.locator('[data-reveal]')), { timeout: 20_000 })
    .toEqual([]);
  await expect(page.locator('[data-count]')).toHaveCount(0, { timeout: 20_000 });
}

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`axe, motion ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    for (const path of ROUTES) {
      test(`${path}: no WCAG 2.2 AA violations on arrival and after a full scroll`, async ({
        page,
      }) => {
        // Two axe passes and a full scroll with the live scene: slow on a software GPU.
        test.slow();
        await page.goto(path);
        await expectNoViolations(page, `${path} on arrival`);
        await scrollToTheEnd(page);
        await expectNoViolations(page, `${path} after scrolling`);
      });
    }

    test('/ with a toast on screen', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await page.getByRole('button', { name: en('hero.copyAccessibleLabel') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: englishPage.copied.title }),
      ).toBeVisible();
      await expectNoViolations(page, 'success toast');
    });
  });
}

// Right to left and Chinese, as drawn after a full scroll (every language's pages on arrival are
// in i18n.spec.ts). Reduced motion: the still hero, quick on a software GPU.
test.describe('axe, in Arabic and Chinese', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/ar/', '/zh-cn/']) {
    test(`${path}: no WCAG 2.2 AA violations after a full scroll`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      await expect(page.locator('[data-count]')).toHaveCount(0, { timeout: 20_000 });
      await expectNoViolations(page, `${path} after scrolling`);
    });
  }
});

test('/ with the failure toast on screen', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/');
  await page.getByRole('button', { name: en('hero.copyAccessibleLabel') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: englishPage.copyFailed.title }),
  ).toBeVisible();
  await expectNoViolations(page, 'failure toast');
});

for (const path of ROUTES) {
  test(`${path}: landmarks, one h1, no skipped heading levels`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(
          levels[index - 1]! + 1,
        );
    });
  });
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en('skipLink') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the keyboard reaches every control in reading order, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  // What is displayed and can take the focus: a closed menu's links are not, its button is.
  const controls = await page
    .locator('a[href]:not([tabindex="-1"]), button:not([tabindex="-1"]), summary')
    .evaluateAll(
      (elements) =>
        elements.filter((element) => {
          const closed = element.closest('details:not([open])');
          const inClosedMenu =
            closed && !closed.querySelector(':scope > summary')?.contains(element);
          return (element as HTMLElement).offsetParent !== null && !inClosedMenu;
        }).length,
    );
  const seen: { y: number; ring: boolean; name: string; inFooter: boolean; inHeader: boolean }[] =
    [];
  for (let press = 0; press < controls + 5; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        (style.boxShadow !== 'none' && style.boxShadow !== '');
      // Where the layout puts it, not where a reveal easing in has it drawn at this moment.
      let y = 0;
      for (let box: HTMLElement | null = element; box; box = box.offsetParent as HTMLElement | null)
        y += box.offsetTop;
      return {
        y,
        ring,
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
        inFooter: Boolean(element.closest('footer')),
        inHeader: Boolean(element.closest('header[class]') && !element.closest('main')),
      };
    });
    if (!focused) break;
    if (seen.some((entry) => entry.name === focused.name && entry.y === focused.y)) break;
    seen.push(focused);
  }
  expect(seen.length).toBeGreaterThanOrEqual(controls - 1);
  for (const entry of seen) expect(entry.ring, `focus ring on "${entry.name}"`).toBe(true);
  for (const name of [
    en('hero.playNow'),
    en('hero.copyAccessibleLabel'),
    en(gameplayDemo.actions[0]),
    footerSocial.discord.label,
  ])
    expect(
      seen.some((entry) => entry.name.startsWith(name)),
      name,
    ).toBe(true);
  // Main content is walked top to bottom, and the footer comes last.
  const main = seen.filter((entry) => !entry.inFooter && !entry.inHeader);
  for (let index = 1; index < main.length; index += 1)
    expect(main[index]!.y, `after "${main[index - 1]!.name}"`).toBeGreaterThanOrEqual(
      main[index - 1]!.y - 1,
    );
  const firstFooter = seen.findIndex((entry) => entry.inFooter);
  expect(seen.slice(firstFooter).every((entry) => entry.inFooter)).toBe(true);
});

test('in a high-contrast theme the focus still shows, on every control of the first screen', async ({
  page,
}) => {
  // Forced colours drop shadows, and the ring is one: only an outline is drawn in the theme.
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const unmarked: string[] = [];
  for (let press = 0; press < 14; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16, name };
    });
    const clip = { ...focused, x: Math.max(0, focused.x), y: Math.max(0, focused.y) };
    const withFocus = await page.screenshot({ clip });
    await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      element.blur();
      (window as unknown as { lastFocused: HTMLElement }).lastFocused = element;
    });
    const without = await page.screenshot({ clip });
    await page.evaluate(() =>
      (window as unknown as { lastFocused: HTMLElement }).lastFocused.focus(),
    );
    // A ring of 2 px round the control changes at least its perimeter's pixels.
    const changed = await changedPixels(withFocus, without);
    if (changed < focused.width + focused.height) unmarked.push(`${focused.name}: ${changed} px`);
  }
  expect(unmarked, 'controls whose focus draws nothing').toEqual([]);
});

test('in a high-contrast theme the header still marks the section being read', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const links = page.getByRole('navigation', { name: en('nav.label') }).getByRole('link');
  const current = links.filter({ hasText: en(sectionLabels.tokenomics) });
  await current.click();
  await expect(current).toHaveAttribute('aria-current', 'location');
  // The strip the mark is drawn in, under the words (section-nav.module.css), in each link.
  const marked: Record<string, number> = {};
  for (const link of await links.filter({ visible: true }).all()) {
    const box = (await link.boundingBox())!;
    const y = box.y + box.height - 0.55 * 16 - 3;
    const clip = { x: box.x, y, width: box.width, height: 4 };
    const strip = await page.screenshot({ clip });
    marked[(await link.textContent())!.trim()] = await pixelsUnlikeTheFirst(strip);
  }
  const name = en(sectionLabels.tokenomics);
  expect(marked[name], `${name}, current`).toBeGreaterThan(40);
  for (const [other, pixels] of Object.entries(marked))
    if (other !== name) expect(pixels, `${other}, not current`).toBeLessThan(marked[name]! / 4);
});

/** How many pixels of a picture differ visibly from its top left one (the background there). */
async function pixelsUnlikeTheFirst(png: Buffer): Promise<number> {
  const data = await sharp(png).removeAlpha().raw().toBuffer();
  let unlike = 0;
  for (let index = 0; index < data.length; index += 3) {
    const difference =
      Math.abs(data[index]! - data[0]!) +
      Math.abs(data[index + 1]! - data[1]!) +
      Math.abs(data[index + 2]! - data[2]!);
    if (difference > 60) unlike += 1;
  }
  return unlike;
}

/** How many pixels of two same-sized pictures differ visibly. */
async function changedPixels(one: Buffer, other: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [one, other].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let changed = 0;
  for (let index = 0; index < a!.length; index += 3) {
    const difference =
      Math.abs(a![index]! - b![index]!) +
      Math.abs(a![index + 1]! - b![index + 1]!) +
      Math.abs(a![index + 2]! - b![index + 2]!);
    if (difference > 60) changed += 1;
  }
  return changed;
}

test('inert controls tell assistive technology they are not available yet', async ({ page }) => {
  await page.goto('/');
  for (const name of inertControls) {
    const button = page.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(/soon/i);
  }
});

test('touch targets are at least 44 px and text fits at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expectNoViolations(page, '360 px');
});
