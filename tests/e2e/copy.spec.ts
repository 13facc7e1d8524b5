import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';

const ADDRESS = 'EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump';

test('copy with clipboard permission: the address is on the clipboard and "Copied!" is shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy contract address' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Copied!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Contract address copied to clipboard');

  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toBeHidden();

  // The site's Permissions-Policy forbids reading the clipboard (it never needs to), so read it
  // back from a blank same-origin page that carries no such policy.
  const reader = await context.newPage();
  await reader.route('**/clipboard-check', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>check</title>' }),
  );
  await reader.goto('/clipboard-check');
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
  await reader.close();
});

test('copy with the clipboard refused: destructive "Copy failed" toast and a logged error', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy contract address' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Copy failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please copy the address manually');
  await expect(toast).toHaveAttribute('data-tone', 'destructive');
  expect(errors.some((text) => text.includes('NotAllowedError') || text.includes('copy'))).toBe(
    true,
  );
});

test('a burst of clicks never stacks more than three toasts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Copy contract address' });
  for (let click = 0; click < 12; click += 1) await button.click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await page.waitForTimeout(400);
  expect(await page.getByRole('status').count()).toBeLessThanOrEqual(3);
});
