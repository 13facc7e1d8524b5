import { expect, test, type Page } from '@playwright/test';
import { allocation } from '../../src/content/allocation';
import { armorySlotContent, itemsOf } from '../../src/content/armory';
import { character } from '../../src/content/character';
import { sectionIds } from '../../src/content/copy';
import { features } from '../../src/content/features';
import { footerColumns, footerNote } from '../../src/content/footer';
import { mechanics } from '../../src/content/mechanics';
import { roadmap } from '../../src/content/roadmap';
import { site } from '../../src/content/site';
import { tokenUtility } from '../../src/content/utility';
import { en } from '../site-messages';
import { documentationLink as documentation, footerLinksOf } from './footer-links';
import { unmatchedPixels } from './image-diff';
import { settleSections } from './page-state';
import { englishPage } from '../shared/english-page';
import { whitepaperFrame } from '../shared/whitepaper-outline';

/** A home section's title, as its h2 and its region's name read. */
const sectionTitle = (id: (typeof sectionIds)[number]) => en(`sections.${id}.title` as const);

test.describe('sections far below the fold', () => {
  const roadmapHeading = (page: Page) =>
    page.getByRole('heading', { level: 2, name: sectionTitle('roadmap') });
  // True when the browser skipped laying out the heading's section (content-visibility: auto).
  const skipped = (page: Page) =>
    page.evaluate(
      () =>
        !document.querySelector('#roadmap h2')?.checkVisibility({ contentVisibilityAuto: true }),
    );

  test('wait to be laid out until the reader nears them, then show', async ({ page }) => {
    await page.goto('/');
    expect(await skipped(page)).toBe(true);
    await roadmapHeading(page).scrollIntoViewIfNeeded();
    await expect(roadmapHeading(page)).toBeInViewport();
    await expect.poll(() => skipped(page)).toBe(false);
  });

  test("on a phone, the Armory's cards skip the load's layouts and are laid out once the fonts are in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The web fonts are held back, so the page stays in its load until the test lets them go.
    const held: (() => Promise<void>)[] = [];
    await page.route(/\.woff2$/, (route) => void held.push(() => route.continue()));
    await page.goto('/');
    await expect.poll(() => held.length, { message: 'the web fonts requested' }).toBeGreaterThan(0);
    const firstItem = page.getByRole('radio').first();
    // Laid out or not, a card is in the accessibility tree and can be reached and chosen.
    const drawn = () =>
      firstItem.evaluate((radio) => radio.checkVisibility({ contentVisibilityAuto: true }));
    expect(
      await page.evaluate(() =>
        document.querySelector('#character h2')?.checkVisibility({ contentVisibilityAuto: true }),
      ),
      'the Character section is drawn with the first screen',
    ).toBe(true);
    expect(await drawn(), 'its first card is not, while the page loads').toBe(false);
    await Promise.all(held.splice(0).map((release) => release()));
    await expect.poll(drawn, { message: 'the first card laid out once idle' }).toBe(true);
    // Laid out for good, before the reader gets there: the section's height is its real one.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await drawn()).toBe(true);
  });

  test('drawn as the reader scrolls to them, they look as in the full layout', async ({
    page,
  }, testInfo) => {
    // Three passes of shots of every section, whole, on a phone: about 40-50 s here since the
    // Character section holds the Armory (3,500 px tall at 390 px).
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The island hydrated first: its spine fill and stations, arriving mid-pass, are no lazy layout.
    await settleSections(page);
    const sections = sectionIds.map((id) =>
      page.getByRole('region', { name: sectionTitle(id), exact: true }),
    );
    const mask = [page.locator('canvas')];
    const shots = async () => {
      const taken = [];
      for (const section of sections) {
        await section.scrollIntoViewIfNeeded();
        // Drawn: its heading is no longer skipped.
        await expect
          .poll(() =>
            section
              .getByRole('heading', { level: 2 })
              .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true })),
          )
          .toBe(true);
        // The spine's fill and "now reading" follow the scroll a frame or so later: shoot once
        // two shots in a row agree, not while they may still show the section scrolled from.
        // Agree as the comparison below does: Chromium rasterizes a section taller than the
        // screen in tiles, and two shots of a still page differ by one level on a card's edge.
        let shot = await section.screenshot({ mask, animations: 'disabled' });
        let held = false;
        for (let tries = 0; tries < 10 && !held; tries += 1) {
          const again = await section.screenshot({ mask, animations: 'disabled' });
          held = (await unmatchedPixels(page, shot, again)) === 0;
          shot = again;
        }
        expect(held, 'the section holds still between two shots').toBe(true);
        taken.push(shot);
      }
      return taken;
    };
    // A first pass draws each section once, so the page has its real height (`auto` keeps it)
    // and the spine stands where it would in the full layout; the second is compared.
    await shots();
    const lazy = await shots();
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-lazy-layout')),
    ).toBe(true);
    await page.evaluate(() => document.documentElement.removeAttribute('data-lazy-layout'));
    const full = await shots();
    for (const [index, id] of sectionIds.entries()) {
      const unmatched = await unmatchedPixels(page, lazy[index]!, full[index]!);
      if (unmatched > 50) {
        await testInfo.attach(`${id}-lazy`, { body: lazy[index]!, contentType: 'image/png' });
        await testInfo.attach(`${id}-full`, { body: full[index]!, contentType: 'image/png' });
      }
      expect(
        unmatched,
        `${id}: pixels drawn lazily that the full layout does not have`,
      ).toBeLessThanOrEqual(50);
    }
  });

  test('a page opened at a fragment is laid out in full and lands on it', async ({ page }) => {
    await page.goto('/#roadmap');
    await expect(roadmapHeading(page)).toBeInViewport();
    expect(await skipped(page)).toBe(false);
  });
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: name, tagline, badges, market cap and the full contract address', async ({
    page,
  }) => {
    await expect(page).toHaveTitle(new RegExp(englishPage.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishPage.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: englishPage.name });
    await expect(hero.getByText(englishPage.tagline)).toBeVisible();
    const badges = hero.getByRole('list', { name: en('hero.badgesLabel') }).getByRole('listitem');
    await expect(badges).toHaveText([site.token.symbol, en('site.genre'), site.network]);
    await expect(hero.getByText(en('hero.marketCapLabel'))).toBeVisible();
    await expect(hero.getByText(englishPage.launchMarketCap)).toBeVisible();
    await expect(hero.getByText(englishPage.contractAddress)).toBeVisible();
    await expect(hero.getByRole('button', { name: en('hero.copyAccessibleLabel') })).toBeVisible();
    await expect(hero.getByRole('img', { name: en('hero.imageAlt') })).toBeVisible();
  });

  test('sections come in SPEC order, each an h2 region', async ({ page }) => {
    const names = await page
      .getByRole('main')
      .getByRole('region')
      .evaluateAll((regions) =>
        regions.map((region) => region.querySelector('h1, h2')?.textContent?.trim()),
      );
    expect(names).toEqual([englishPage.name, ...sectionIds.map(sectionTitle)]);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('character: story, abilities, and the masks, wings and gear', async ({ page }) => {
    const section = page.getByRole('region', { name: sectionTitle('character') });
    for (const paragraph of character.story)
      await expect(section.getByText(en(paragraph))).toBeVisible();
    await expect(
      section.getByRole('heading', { name: en('sections.character.abilities') }),
    ).toBeVisible();
    await expect(
      section.getByRole('heading', { level: 3, name: en('sections.character.gear') }),
    ).toBeVisible();
    // The Armory: a radio group per slot, under the heading and with the words the cards had.
    for (const { slot, legend, description } of armorySlotContent) {
      const group = section.getByRole('group', { name: en(legend), exact: true });
      await expect(
        group.getByRole('heading', { level: 4, name: en(legend), exact: true }),
      ).toBeVisible();
      await expect(group.getByText(en(description))).toBeVisible();
      await expect(group.getByRole('radio')).toHaveCount(itemsOf(slot).length);
    }
  });

  test('game features: the six cards with exact titles', async ({ page }) => {
    const section = page.getByRole('region', { name: sectionTitle('features') });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      features.map(({ title }) => en(title)),
    );
  });

  test('gameplay: three cards and the demo placeholder', async ({ page }) => {
    const section = page.getByRole('region', { name: sectionTitle('gameplay') });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      ...mechanics.map(({ title }) => en(title)),
      englishPage.gameplayDemo,
    ]);
  });

  test('tokenomics: supply, cap, audit, allocation as a table and the utility list', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: sectionTitle('tokenomics') });
    await expect(section.getByText(`${englishPage.maxSupply} ${site.token.ticker}`)).toBeVisible();
    await expect(section.getByText(englishPage.launchMarketCap)).toBeVisible();
    await expect(section.getByText(en('sections.tokenomics.audited'))).toBeVisible();
    const table = section.getByRole('table', { name: en('sections.tokenomics.allocation') });
    // Read as a visitor reads it, on screen: a section far off screen is not laid out, so its
    // text has no lines until it comes near.
    await table.scrollIntoViewIfNeeded();
    await expect
      .poll(async () =>
        (await table.getByRole('row').allInnerTexts())
          .slice(1)
          .map((row) => row.replace(/\s+/g, ' ').trim()),
      )
      .toEqual(allocation.map(({ name, percent }) => `${en(name)} ${percent}%`));
    await expect(
      section.getByRole('heading', { name: en('sections.tokenomics.utility') }),
    ).toBeVisible();
    for (const { text } of tokenUtility) await expect(section.getByText(en(text))).toBeVisible();
  });

  test('roadmap: every phase of the content, with its status, label and title', async ({
    page,
  }) => {
    const phases = page
      .getByRole('region', { name: sectionTitle('roadmap') })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(phases).toHaveCount(roadmap.length);
    const statuses = await phases.evaluateAll((items) => items.map((item) => item.dataset.status));
    expect(statuses).toEqual(roadmap.map(({ status }) => status));
    await expect(phases.first()).toContainText(en('roadmap.phase', { number: roadmap[0].phase }));
    await expect(phases.first()).toContainText(en(roadmap[0].title));
  });

  test('footer: Game, Token and Community columns; Documentation goes to the whitepaper', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(
      footerColumns.map(({ title }) => en(title)),
    );
    await footer.getByRole('link', { name: en(documentation.label) }).click();
    await expect(page).toHaveURL(new RegExp(`${documentation.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(whitepaperFrame.title);
  });

  test('footer placeholders point nowhere', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    const placeholders = footer.locator('[data-placeholder]');
    for (const placeholder of await placeholders.all()) {
      await expect(placeholder.getByRole('link')).toHaveCount(0);
      await expect(placeholder).not.toHaveAttribute('href');
    }
    const expected = footerLinksOf('placeholder');
    await expect(placeholders).toHaveText(
      expected.map(({ label }) => `${en(label)} (${en(footerNote.placeholder)})`),
    );
    await expect(
      footer.getByRole('link', { name: new RegExp(`^${en(expected[0]!.label)}`) }),
    ).toHaveCount(0);
  });

  test('the Whitepaper button opens /whitepaper in the same tab', async ({ page }) => {
    await page
      .getByRole('link', { name: en('hero.whitepaper'), exact: true })
      .last()
      .click();
    await expect(page).toHaveURL(/\/whitepaper$/);
  });
});
