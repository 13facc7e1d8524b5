import { expect, test } from '@playwright/test';
import { sectionIds } from '../../src/content/copy';
import { features } from '../../src/content/features';
import { pages } from '../../src/content/pages';
import { roadmap } from '../../src/content/roadmap';
import { en } from '../messages';
import { documentationLink } from './footer-links';
import { waitForHydration } from './hydration';
import { afterIdle } from './page-state';
import { seed } from './seed-strings';
import { whitepaperFrame, whitepaperSections } from './whitepaper';

const documentation = en(documentationLink.label);
const titles = { home: en(pages.home.title), whitepaper: en(pages.whitepaper.title) };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is whole: hero, every section, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.name);
    await expect(page.getByText(seed.tagline).first()).toBeVisible();
    await expect(page.getByText(seed.contractAddress)).toBeVisible();
    for (const id of sectionIds) {
      const region = page.getByRole('region', { name: en(`sections.${id}.title` as const) });
      await region.scrollIntoViewIfNeeded();
      await expect(region).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: en(features.at(-1)!.title) })).toBeVisible();
    await expect(page.getByText(seed.gameplayDemo)).toBeVisible();
    await expect(
      page.getByRole('table', { name: en('sections.tokenomics.allocation') }),
    ).toBeVisible();
    await expect(
      page.getByText(en('roadmap.phase', { number: roadmap.at(-1)!.phase }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(documentation);
  });

  test('the whitepaper is whole', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(whitepaperFrame.title);
    await expect(
      page.getByRole('heading', { name: whitepaperSections.at(-1)?.title }),
    ).toBeVisible();
    await expect(page.getByText(whitepaperFrame.disclaimer)).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-realm');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(seed.notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.notFound.title);
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/whitepaper', '/missing-page']) {
    test(`${path} hydrates without warnings or errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const expected404 = text.includes('non-existent route') || text.includes('404 (Not Found)');
        if ((message.type() === 'error' || message.type() === 'warning') && !expected404)
          problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(path);
      // React has taken the page over, and the browser has been idle since: a mismatch or an
      // error in what hydration and the idle-time work set off has been logged by then.
      await waitForHydration(page);
      await afterIdle(page);
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(problems).toEqual([]);
    });
  }

  test('navigating on the client keeps one title per page and updates it', async ({ page }) => {
    await page.goto('/');
    // Client-side navigation needs the app: a click before hydration is a full page load.
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: documentation }).click();
    await expect(page).toHaveTitle(titles.whitepaper);
    await page.getByRole('link', { name: whitepaperFrame.backLabel }).click();
    await expect(page).toHaveTitle(titles.home);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  });

  // Known bug, left for its own fix: after a link followed while the home page is still
  // hydrating, two <title>s are left in the head (1 run in 6–10 here, before this session too).
  // Most likely the pre-rendered title is never claimed by React and stays behind each new one.
  test.fixme('navigating while the page hydrates leaves no second title behind', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: documentation }).click();
    await expect(page).toHaveTitle(titles.whitepaper);
    await page.getByRole('link', { name: whitepaperFrame.backLabel }).click();
    await expect(page).toHaveTitle(titles.home);
    expect(await page.locator('title').count()).toBe(1);
  });
});
