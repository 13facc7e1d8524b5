import { expect, test } from '@playwright/test';
import { clipboardText, refuseClipboard } from './clipboard';
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

  expect(await clipboardText(context)).toBe(ADDRESS);
});

test('copy with the clipboard refused: destructive "Copy failed" toast and a logged error', async ({
  page,
}) => {
  const errors = await refuseClipboard(page);
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
