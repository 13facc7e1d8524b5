import { expect as baseExpect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

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
  page.getByRole('progressbar', { name: 'Journey through the page' });
const station = (page: Page, id: string) => page.locator(`[data-station="${id}"]`);

/** Computed opacity and transform of every reveal on the page. */
const revealStyles = (page: Page) =>
  reveals(page).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { opacity: style.opacity, transform: style.transform };
    }),
  );

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

/** Scrolls like a reader: in steps, letting the page paint in between. */
async function scrollThrough(page: Page, to: number | 'bottom') {
  const target =
    to === 'bottom' ? await page.evaluate(() => document.documentElement.scrollHeight) : to;
  for (let y = 0; y <= target; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
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
      // Page scripts are off, so this reads styles through Playwright's own assertions.
      const all = await reveals(page).all();
      expect(all.length).toBeGreaterThan(20);
      for (const reveal of all) {
        await expect(reveal).toHaveCSS('opacity', '1');
        await expect(reveal).toHaveCSS('transform', 'none');
      }
      await page.getByRole('heading', { name: 'Roadmap', level: 2 }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'Realm of Legends' })).toBeVisible();
      await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '0');
    });
  });

  test('a failed download of the sections chunk leaves them pre-rendered and visible', async ({
    page,
  }) => {
    await page.route(/\/assets\/home-timeline-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('heading', { name: 'Community Tournaments' })).toBeVisible();
    for (const style of await revealStyles(page))
      expect(style).toEqual({ opacity: '1', transform: 'none' });
  });

  test('a failed download of the animation engine leaves everything visible', async ({ page }) => {
    await page.route(/\/assets\/motion-features-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await scrollThrough(page, 'bottom');
    for (const style of await revealStyles(page))
      expect(style).toEqual({ opacity: '1', transform: 'none' });
  });
});

test.describe('reveals', () => {
  test('below the fold, sections wait hidden and ease in as they scroll into view', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const card = page.getByRole('listitem').filter({ hasText: 'Open-World Exploration' });
    await expect(card).toHaveAttribute('data-reveal', 'hidden');
    await expect(card).toHaveCSS('opacity', '0');

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveCSS('transform', 'none');
  });

  test('what is on screen when the page comes alive is never hidden', async ({ page }) => {
    // Hold the sections' chunk until the reader has scrolled to Tokenomics.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/home-timeline-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tokenomics', level: 2 }).scrollIntoViewIfNeeded();
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
    await page.waitForTimeout(800);
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
    // Page time is driven by the test from here on, so the count is sampled frame by frame
    // however slowly this machine paints.
    await page.clock.install();
    await page.goto('/');
    await waitForTimeline(page);
    const supply = page
      .getByRole('region', { name: 'Tokenomics' })
      .getByText('1,000,000,000', { exact: true });
    const stat = supply.locator('xpath=ancestor::*[@data-reveal][1]');
    await expect(supply).toHaveAttribute('data-count', '0');

    await page.clock.pauseAt(Date.now() + 60_000);
    await supply.scrollIntoViewIfNeeded();
    await expect(stat).toHaveAttribute('data-reveal', 'shown');
    await page.clock.runFor(1000);
    const midway = Number((await supply.getAttribute('data-count'))?.replaceAll(',', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1_000_000_000);
    await expect(supply).toHaveText('1,000,000,000');

    await page.clock.runFor(2000);
    await expect(supply).not.toHaveAttribute('data-count');
    await expect(supply).toHaveText('1,000,000,000');
  });

  test('tokenomics: the allocation ring draws itself in', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const sweep = page.locator('figure mask circle');
    await expect(sweep).toHaveAttribute('stroke-dasharray', /^0(px)? /);
    await page.getByRole('table', { name: 'Token allocation' }).scrollIntoViewIfNeeded();
    await expect(sweep).toHaveAttribute('stroke-dasharray', /^1(px)? /);
  });

  test('roadmap phases come in one after another', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const phases = page.getByRole('region', { name: 'Roadmap' }).locator('li[data-status]');
    await expect(phases).toHaveCount(4);
    await page.getByRole('heading', { name: 'Roadmap', level: 2 }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    // Sampled while the sequence runs: an earlier phase is never behind a later one.
    for (let sample = 0; sample < 8; sample += 1) {
      const opacities = await phases.evaluateAll((items) =>
        items.map((item) => Number(getComputedStyle(item).opacity)),
      );
      for (let index = 1; index < opacities.length; index += 1)
        expect(opacities[index - 1]).toBeGreaterThanOrEqual(opacities[index] ?? 0);
      await page.waitForTimeout(60);
    }
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
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.getByRole('heading', { name: 'Tokenomics', level: 2 }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect(station(page, 'tokenomics')).toHaveAttribute('data-lit', '');
    await expect(station(page, 'character')).toHaveAttribute('data-lit', '');
    await expect(station(page, 'roadmap')).not.toHaveAttribute('data-lit');
    await expect(nav.getByRole('link', { name: 'Tokenomics' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.locator('[aria-current="location"]:visible')).toHaveCount(1);
  });

  test('the navigation works from the keyboard and sets the URL hash', async ({ page }) => {
    await page.goto('/');
    await waitForTimeline(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Tab from the top of the page: skip link, home, then the sections in order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Character' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const roadmap = nav.getByRole('link', { name: 'Roadmap' });
    await expect(roadmap).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#roadmap$/);
    await expect(page.getByRole('heading', { name: 'Roadmap', level: 2 })).toBeInViewport();
    await expect(roadmap).toHaveAttribute('aria-current', 'location');
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
    const summary = page.locator('header summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText(/Menu/);
    const box = await summary.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await summary.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('header details');
    await expect(menu).toHaveAttribute('open', '');
    const tokenomics = menu.getByRole('link', { name: 'Tokenomics' });
    for (const link of await menu.getByRole('link').all()) {
      const linkBox = await link.boundingBox();
      expect(linkBox?.height).toBeGreaterThanOrEqual(44);
    }
    await tokenomics.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#tokenomics$/);
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(summary).toHaveText(/Tokenomics/);
    await expect(page.getByRole('heading', { name: 'Tokenomics', level: 2 })).toBeInViewport();
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
    const text = await page.getByRole('heading', { name: 'Game Features' }).boundingBox();
    expect(spine && text && spine.x + spine.width < text.x).toBe(true);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('everything is visible and in place at once, even far below the fold', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    for (const style of await revealStyles(page))
      expect(style).toEqual({ opacity: '1', transform: 'none' });
  });

  test('no counting and no drawing-in', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('table', { name: 'Token allocation' }).scrollIntoViewIfNeeded();
    for (let sample = 0; sample < 5; sample += 1) {
      await expect(page.locator('[data-count]')).toHaveCount(0);
      expect(await page.locator('figure mask circle').getAttribute('stroke-dasharray')).toBeNull();
      await page.waitForTimeout(100);
    }
  });

  test('no smooth scrolling: an anchor jump lands at once', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Roadmap' })
      .click();
    const landed = await page.evaluate(() => window.scrollY);
    expect(landed).toBeGreaterThan(1000);
    await page.waitForTimeout(400);
    // Nothing was still travelling when the click returned.
    expect(await page.evaluate(() => window.scrollY)).toBe(landed);
    await expect(page.getByRole('heading', { name: 'Roadmap', level: 2 })).toBeInViewport();
  });

  test('the spine still shows progress, following the scroll', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '0');
    await scrollThrough(page, 'bottom');
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(station(page, 'roadmap')).toHaveAttribute('data-lit', '');
  });
});
