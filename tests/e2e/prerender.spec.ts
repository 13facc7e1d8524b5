import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is whole: hero, every section, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild');
    await expect(page.getByText('Rise of the Masked Flame').first()).toBeVisible();
    await expect(page.getByText('EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump')).toBeVisible();
    for (const section of [
      'The Masked Flame',
      'Game Features',
      'Gameplay Mechanics',
      'Tokenomics',
      'Roadmap',
    ]) {
      const region = page.getByRole('region', { name: section });
      await region.scrollIntoViewIfNeeded();
      await expect(region).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Community Tournaments' })).toBeVisible();
    await expect(page.getByText('Gameplay Demo - Coming Soon')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Token allocation' })).toBeVisible();
    await expect(page.getByText('Phase 4')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Documentation');
  });

  test('the whitepaper is whole', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild Whitepaper');
    await expect(page.getByRole('heading', { name: 'Join the Adventure' })).toBeVisible();
    await expect(page.getByText(/not constitute financial advice/)).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-realm');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
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
      await page.waitForLoadState('networkidle');
      // Hydrated: the copy button or the home link reacts to a click handled by React.
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(problems).toEqual([]);
    });
  }

  test('navigating on the client keeps one title per page and updates it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveTitle(/Whitepaper/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveTitle(/Rise of the Masked Flame/);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  });
});
