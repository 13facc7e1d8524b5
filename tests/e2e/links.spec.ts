import { expect, test } from '@playwright/test';

// The default destinations live on reserved .example domains; answer them locally.
test.beforeEach(async ({ context }) => {
  await context.route(/\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

const external = [
  { where: 'hero', name: /^Play Now/, url: 'https://play.emberwild.example/' },
  { where: 'hero', name: /^Join Community/, url: 'https://chat.emberwild.example/join' },
  { where: 'footer', name: /^Support/, url: 'https://support.emberwild.example/' },
  { where: 'footer', name: /^Follow @emberwild/, url: 'https://social.example/@emberwild' },
  { where: 'footer', name: /^Website/, url: 'https://emberwild.example/' },
  { where: 'footer', name: /^Community Chat/, url: 'https://chat.emberwild.example/join' },
];

for (const link of external) {
  test(`${link.where}: ${link.name.source.slice(1)} opens in a new tab without an opener`, async ({
    page,
  }) => {
    await page.goto('/');
    const scope = link.where === 'footer' ? page.getByRole('contentinfo') : page.getByRole('main');
    const anchor = scope.getByRole('link', { name: link.name });
    await expect(anchor).toHaveAttribute('target', '_blank');
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), anchor.click()]);
    await expect(popup).toHaveURL(link.url);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });
}

const inert = [
  { where: 'main', name: 'Watch Trailer' },
  { where: 'main', name: 'Start Playing' },
  { where: 'main', name: 'Learn More' },
  { where: 'contentinfo', name: 'Discord' },
] as const;

for (const control of inert) {
  test(`${control.name} does nothing: no navigation, no new tab`, async ({ page, context }) => {
    await page.goto('/');
    const button = page.getByRole(control.where).getByRole('button', { name: control.name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    let opened = 0;
    context.on('page', () => (opened += 1));
    const urlBefore = page.url();
    // aria-disabled keeps it focusable and clickable; Playwright would wait for "enabled".
    await button.click({ force: true });
    await button.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(urlBefore);
    expect(opened).toBe(0);
  });
}
