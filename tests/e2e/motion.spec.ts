import { expect as baseExpect, test, type Page } from '@playwright/test';
import { sectionIds, sectionLabels, type SectionId } from '../../src/content/copy';
import { features } from '../../src/content/features';
import { roadmap } from '../../src/content/roadmap';
import { site } from '../../src/content/site';
import { en } from '../site-messages';
import { waitForHydration } from './hydration';
import { nextFrames, rememberAnimationOnWithoutScene, scrollThrough } from './page-state';
import { revealsNotInPlace } from './reveals';
import { englishPage } from '../shared/english-page';

/*
 * The scroll-driven timeline, its reveals and the reduced-motion page, in a real browser against
 * the pre-rendered production build.
 */

// Frames, observers and lazy chunks are slow on a busy machine with a software GPU: be patient.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// The timeline is under test here, not the 3D hero (tests/e2e/scene.spec.ts): with Save-Data on,
// the hero shows its still image, so software WebGL does not slow every frame down to seconds.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
});

const reveals = (page: Page) => page.locator('[data-reveal]');
const progressbar = (page: Page) =>
  page.getByRole('progressbar', { name: en('timeline.progress') });
const station = (page: Page, id: string) => page.locator(`[data-station="${id}"]`);
const nav = (page: Page) => page.getByRole('navigation', { name: en('nav.label') });
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const sectionTitle = (id: SectionId) => en(`sections.${id}.title` as const);
const navLabel = (id: SectionId) => en(sectionLabels[id]);
const tokenomicsTitle = sectionTitle('tokenomics');
const roadmapTitle = sectionTitle('roadmap');
const allocationTable = en('sections.tokenomics.allocation');
const tokenomicsLink = navLabel('tokenomics');
const roadmapLink = navLabel('roadmap');
const motionEngine = /\/assets\/motion-features-[^/]+\.js$/;
const sectionsChunk = /\/assets\/home-timeline-[^/]+\.js$/;

/**
 * The sections below the hero hydrate from their own chunk once the visitor engages (a key here,
 * which scrolls nothing), and the animation engine arrives after that: the timeline is live once
 * an element below the fold is actually hidden.
 */
async function waitForTimeline(page: Page) {
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  await expect(page.locator('[data-reveal="hidden"]').first()).toHaveCSS('opacity', '0');
}

/**
 * Opens the home page and engages like a reader (a key, which scrolls nothing), then waits until the
 * sections below the hero are live: hydrated from their chunk, the spine drawn by its own chunk,
 * and the animation engine downloaded.
 */
async function openWithSectionsLive(page: Page) {
  const engine = page.waitForResponse(motionEngine);
  await page.goto('/');
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  await (await engine).finished();
  // The spine's fill and tip are there once its chunk has rendered (the server draws the track only).
  await expect(progressbar(page).locator('span:not([data-station])').first()).toBeAttached();
  await nextFrames(page);
}

test.describe('content never depends on JavaScript', () => {
  test('the pre-rendered HTML carries no hidden state and no motion styles', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/style="[^"]*(opacity|transform|visibility)/);
    // Every section sits in the page itself, not in a hidden block for a script to move in.
    expect(html).not.toMatch(/<div hidden/);
    expect(html).toMatch(/role="progressbar"/);
    const states = [...html.matchAll(/data-reveal="(\w+)"/g)].map((match) => match[1]);
    expect(states.length).toBeGreaterThan(20);
    expect(new Set(states)).toEqual(new Set(['idle']));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every reveal is visible and in place, all the way down', async ({ page }) => {
      await page.goto('/');
      // Page scripts are off; Playwright's own assertions and evaluations still read the page.
      const all = await reveals(page).all();
      expect(all.length).toBeGreaterThan(20);
      for (const reveal of all) await expect(reveal).toHaveCSS('opacity', '1');
      expect(await revealsNotInPlace(reveals(page))).toEqual([]);
      await sectionHeading(page, roadmapTitle).scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: en(roadmap.at(-1)!.title) })).toBeVisible();
      await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '0');
    });
  });

  test('a failed download of the sections chunk leaves them pre-rendered and visible', async ({
    page,
  }) => {
    await page.route(sectionsChunk, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) =>
      sectionsChunk.test(request.url()),
    );
    await page.goto('/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    // The wheel sends for the chunk; once its download has failed (and a frame has passed), the
    // page is as it will stay.
    await failed;
    await nextFrames(page);
    await expect(page.getByRole('heading', { name: en(features.at(-1)!.title) })).toBeVisible();
    expect(await revealsNotInPlace(reveals(page))).toEqual([]);
  });

  test('a failed download of the animation engine leaves everything visible', async ({ page }) => {
    await page.route(motionEngine, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) =>
      motionEngine.test(request.url()),
    );
    await page.goto('/');
    // Engaged from the top: the sections hydrate, tell what is below the fold to wait hidden, and
    // send for the engine that would hide it.
    await page.keyboard.press('Shift');
    await waitForHydration(page);
    await failed;
    await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
    await nextFrames(page);
    expect(await revealsNotInPlace(reveals(page))).toEqual([]);
    await scrollThrough(page, 'bottom');
    expect(await revealsNotInPlace(reveals(page))).toEqual([]);
  });
});

test.describe('reveals', () => {
  test('below the fold, sections wait hidden and ease in as they scroll into view', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const card = page.getByRole('listitem').filter({ hasText: en(features[0].title) });
    await expect(card).toHaveAttribute('data-reveal', 'hidden');
    await expect(card).toHaveCSS('opacity', '0');

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    await expect(card).toHaveCSS('opacity', '1');
    // Eased all the way into its place, not just faded in.
    await expect.poll(() => revealsNotInPlace(card)).toEqual([]);
  });

  test('what is on screen when the page comes alive is never hidden', async ({ page }) => {
    // Hold the sections' chunk until the reader has scrolled to Tokenomics.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(sectionsChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    // Scrolled once the app has started: it takes a scroll made before then back to the top.
    await waitForHydration(page);
    await sectionHeading(page, tokenomicsTitle).scrollIntoViewIfNeeded();
    const onScreen = await page.evaluate(() => {
      // From here on, note any reveal that was on screen and ever stops being fully visible.
      const w = window as unknown as { dimmed: Set<string> };
      w.dimmed = new Set();
      const visible = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
        (element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        },
      );
      visible.forEach((element, index) => (element.dataset.watch = String(index)));
      const check = () => {
        for (const element of visible)
          if (getComputedStyle(element).opacity !== '1') w.dimmed.add(element.dataset.watch ?? '');
        requestAnimationFrame(check);
      };
      check();
      return visible.length;
    });
    expect(onScreen).toBeGreaterThan(2);
    release();
    await waitForTimeline(page);
    // Hiding goes a few elements a frame: wait until all of it is done, every reveal below the
    // screen hidden. Anything on screen wrongly hidden would have been hidden by then, and the
    // watch above has seen every frame since.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-reveal]')]
        .filter((element) => element.getBoundingClientRect().top >= window.innerHeight)
        .every(
          (element) =>
            element.dataset.reveal === 'hidden' && getComputedStyle(element).opacity === '0',
        ),
    );
    await nextFrames(page);
    const watched = page.locator('[data-watch]');
    await expect(watched).toHaveCount(onScreen);
    for (const element of await watched.all())
      await expect(element).toHaveAttribute('data-reveal', 'idle');
    expect(
      await page.evaluate(() => (window as unknown as { dimmed: Set<string> }).dimmed.size),
    ).toBe(0);
  });

  test('tokenomics: the numbers count up once while their text stays the final figure', async ({
    page,
  }) => {
    // Numbers count only while the visitor's Animation control is on, which this machine's
    // software renderer would turn off by itself.
    await rememberAnimationOnWithoutScene(page);
    // Page time is driven by the test from here on, so the count is sampled frame by frame
    // however slowly this machine paints.
    await page.clock.install();
    await page.goto('/');
    await waitForTimeline(page);
    const supply = page
      .getByRole('region', { name: tokenomicsTitle })
      .getByText(englishPage.maxSupply, { exact: true });
    const stat = supply.locator('xpath=ancestor::*[@data-reveal][1]');
    await expect(supply).toHaveAttribute('data-count', '0');

    await page.clock.pauseAt(Date.now() + 60_000);
    await supply.scrollIntoViewIfNeeded();
    await expect(stat).toHaveAttribute('data-reveal', 'shown');
    await page.clock.runFor(1000);
    const midway = Number((await supply.getAttribute('data-count'))?.replaceAll(',', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(site.token.maxSupply);
    await expect(supply).toHaveText(englishPage.maxSupply);

    await page.clock.runFor(2000);
    await expect(supply).not.toHaveAttribute('data-count');
    await expect(supply).toHaveText(englishPage.maxSupply);
  });

  test('tokenomics: the allocation ring draws itself in', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const sweep = page.locator('figure mask circle');
    await expect(sweep).toHaveAttribute('stroke-dasharray', /^0(px)? /);
    await page.getByRole('table', { name: allocationTable }).scrollIntoViewIfNeeded();
    await expect(sweep).toHaveAttribute('stroke-dasharray', /^1(px)? /);
  });

  test('roadmap phases come in one after another', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const phases = page.getByRole('region', { name: roadmapTitle }).locator('li[data-status]');
    await expect(phases).toHaveCount(roadmap.length);
    // All of them wait hidden below the fold first (hiding goes a few elements a frame).
    for (const phase of await phases.all()) await expect(phase).toHaveCSS('opacity', '0');
    // Sampled in the page on every frame from the scroll on, until the last phase is fully shown
    // (or 20 s have passed): an earlier phase is never behind a later one.
    const sampling = phases.evaluateAll(
      (items) =>
        new Promise<number[][]>((resolve) => {
          const samples: number[][] = [];
          const until = performance.now() + 20_000;
          const sample = () => {
            const opacities = items.map((item) => Number(getComputedStyle(item).opacity));
            samples.push(opacities);
            if (opacities.at(-1) === 1 || performance.now() > until) resolve(samples);
            else requestAnimationFrame(sample);
          };
          sample();
        }),
    );
    await sectionHeading(page, roadmapTitle).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    const samples = await sampling;
    for (const opacities of samples)
      for (let index = 1; index < opacities.length; index += 1)
        expect(opacities[index - 1], `phase ${index} of ${opacities}`).toBeGreaterThanOrEqual(
          opacities[index] ?? 0,
        );
    await expect(phases.last()).toHaveCSS('opacity', '1');
  });
});

test.describe('the timeline spine', () => {
  test('is a progressbar that goes from 0 at the top to 100 at the bottom', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(progressbar(page)).toHaveAttribute('aria-valuemin', '0');
    await expect(progressbar(page)).toHaveAttribute('aria-valuemax', '100');

    await scrollThrough(page, 3000);
    await expect
      .poll(async () => Number(await progressbar(page).getAttribute('aria-valuenow')))
      .toBeGreaterThan(10);
    const midway = Number(await progressbar(page).getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(90);

    await scrollThrough(page, 'bottom');
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '100');
  });

  test('each station lights as its section is reached; the navigation follows', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTimeline(page);
    await expect(station(page, 'character')).not.toHaveAttribute('data-lit');

    // The heading in the middle of the screen, then a little further as a reader goes on: the
    // spine's tip (55-80 % down the screen) has passed its station. "If needed" left it wherever
    // it happened to come into view, sometimes below the tip.
    await sectionHeading(page, tokenomicsTitle).evaluate((heading) =>
      heading.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await page.mouse.wheel(0, 200);
    await expect(station(page, 'tokenomics')).toHaveAttribute('data-lit', '');
    await expect(station(page, 'character')).toHaveAttribute('data-lit', '');
    await expect(station(page, 'roadmap')).not.toHaveAttribute('data-lit');
    await expect(nav(page).getByRole('link', { name: tokenomicsLink })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav(page).locator('[aria-current="location"]:visible')).toHaveCount(1);
  });

  test('the navigation works from the keyboard and sets the URL hash', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    // Tab from the top of the page: skip link, home, then the sections in order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    for (const id of sectionIds) {
      await page.keyboard.press('Tab');
      await expect(nav(page).getByRole('link', { name: navLabel(id) })).toBeFocused();
    }
    const last = sectionIds.at(-1)!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${last}$`));
    await expect(sectionHeading(page, sectionTitle(last))).toBeInViewport();
    await expect(nav(page).getByRole('link', { name: navLabel(last) })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('native scrolling, not hijacked: the wheel moves the page as far as asked', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTimeline(page);
    await scrollThrough(page, 2500);
    const before = await progressbar(page).getAttribute('aria-valuenow');
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y + 500);
    await expect(progressbar(page)).not.toHaveAttribute('aria-valuenow', before ?? '');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a compact menu names the section being read and opens from the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTimeline(page);
    // The section menu's, not the language menu's beside it.
    const summary = nav(page).locator('summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText(new RegExp(en('nav.menu')));
    const box = await summary.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await summary.focus();
    await page.keyboard.press('Enter');
    const menu = nav(page).locator('details');
    await expect(menu).toHaveAttribute('open', '');
    const tokenomics = menu.getByRole('link', { name: tokenomicsLink });
    for (const link of await menu.getByRole('link').all()) {
      const linkBox = await link.boundingBox();
      expect(linkBox?.height).toBeGreaterThanOrEqual(44);
    }
    await tokenomics.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#tokenomics$/);
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(summary).toHaveText(new RegExp(tokenomicsLink));
    await expect(sectionHeading(page, tokenomicsTitle)).toBeInViewport();
  });

  test('the spine and its stations fit beside the text: no sideways scroll', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    await scrollThrough(page, 'bottom');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    const spine = await progressbar(page).boundingBox();
    const text = await sectionHeading(page, sectionTitle('features')).boundingBox();
    expect(spine && text && spine.x + spine.width < text.x).toBe(true);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('everything is visible and in place at once, even far below the fold', async ({ page }) => {
    // With motion, the sections would have hidden what is below the fold by now.
    await openWithSectionsLive(page);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    expect(await revealsNotInPlace(reveals(page))).toEqual([]);
  });

  test('no counting and no drawing-in', async ({ page }) => {
    await openWithSectionsLive(page);
    // Every count or sweep the page starts from here on is noted, however briefly it lasts.
    await page.evaluate(() => {
      const w = window as unknown as { animated: string[] };
      w.animated = [];
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).hasAttribute(record.attributeName ?? ''))
            w.animated.push(`${(record.target as Element).tagName} ${record.attributeName}`);
      }).observe(document.body, {
        subtree: true,
        attributeFilter: ['data-count', 'stroke-dasharray'],
      });
    });
    await page.getByRole('table', { name: allocationTable }).scrollIntoViewIfNeeded();
    // The spine lights the section's station after the scroll: with motion, the count and the
    // sweep would have started by then.
    await expect(station(page, 'tokenomics')).toHaveAttribute('data-lit', '');
    await nextFrames(page);
    await expect(page.locator('[data-count]')).toHaveCount(0);
    expect(await page.locator('figure mask circle').getAttribute('stroke-dasharray')).toBeNull();
    expect(
      await page.evaluate(() => (window as unknown as { animated: string[] }).animated),
    ).toEqual([]);
  });

  test('no smooth scrolling: an anchor jump lands at once', async ({ page }) => {
    await openWithSectionsLive(page);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    const link = nav(page).getByRole('link', { name: roadmapLink });
    await link.click();
    const landed = await page.evaluate(() => window.scrollY);
    expect(landed).toBeGreaterThan(1000);
    // Nothing was still travelling when the click returned: the navigation has followed the jump
    // to its section and frames have been drawn since, and the page has not moved on.
    await expect(link).toHaveAttribute('aria-current', 'location');
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(landed);
    await expect(sectionHeading(page, roadmapTitle)).toBeInViewport();
  });

  test('the spine still shows progress, following the scroll', async ({ page }) => {
    await openWithSectionsLive(page);
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '0');
    await scrollThrough(page, 'bottom');
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(station(page, 'roadmap')).toHaveAttribute('data-lit', '');
  });
});
