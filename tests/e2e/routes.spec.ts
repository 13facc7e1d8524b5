import { expect, test } from '@playwright/test';

test('whitepaper: back link, version, launch note, sections in order, disclaimer', async ({
  page,
}) => {
  await page.goto('/whitepaper');
  await expect(page).toHaveTitle(/Whitepaper/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild Whitepaper');
  await expect(page.getByText('Version 1.0')).toBeVisible();
  await expect(page.getByText(/June 2025/)).toBeVisible();
  const article = page.getByRole('article');
  const sections = [
    'Introduction',
    'The Game',
    'Token Utility',
    'Community & Ecosystem',
    'Roadmap Highlights',
    'Team & Transparency',
    'Why Emberwild',
    'Join the Adventure',
  ];
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText(sections);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    'Contents',
    'Introduction',
    'The Game',
    'Token Utility',
    'Community & Ecosystem',
    'Roadmap Highlights',
    'Team & Transparency',
    'Why Emberwild',
    'Join the Adventure',
    'Disclaimer',
  ]);
  const highlights = page.getByRole('region', { name: 'Roadmap Highlights' });
  await expect(highlights.getByRole('heading', { level: 3 })).toHaveText([
    'Q2 2025',
    'Q3 2025',
    'Q4 2025',
  ]);
  await expect(highlights).toContainText('Finalize contracts');
  await expect(highlights).toContainText('NFT marketplace');
  await expect(highlights).toContainText('DAO voting');
  await expect(article).toContainText(/informational purposes only/);
  await expect(article).toContainText(/not constitute financial advice/);

  await contents.getByRole('link', { name: 'Team & Transparency' }).click();
  await expect(page).toHaveURL(/#team--transparency$/);
  await expect(page.getByRole('heading', { name: 'Team & Transparency' })).toBeInViewport();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild');
});

test('unknown path: 404, "Oops! Page not found", a link home, the path logged', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/lost-temple');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect.poll(() => errors.some((text) => text.includes('/lost-temple'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild');
});

test('no horizontal scroll and 44 px touch targets at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/whitepaper', '/missing']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    // Controls hidden from assistive technology (the whitepaper's hover-only # anchors) excepted.
    const small = await page
      .locator('a[href]:not([aria-hidden="true"]), button')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({
            text: element.textContent?.trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small, `small touch targets on ${path}`).toEqual([]);
  }
});
