import type { BrowserContext, Page } from '@playwright/test';

/**
 * The clipboard's text. The site's Permissions-Policy forbids reading the clipboard (it never
 * needs to), so it is read back from a blank same-origin page that carries no such policy.
 */
export async function clipboardText(context: BrowserContext): Promise<string> {
  const reader = await context.newPage();
  await reader.route('**/clipboard-check', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>check</title>' }),
  );
  await reader.goto('/clipboard-check');
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  return text;
}

/** Makes the page's clipboard refuse every write; returns the console errors as they come. */
export async function refuseClipboard(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
