import { expect, test } from '@playwright/test';
import { footerSocial } from '../../src/content/footer';
import { gameplayDemo } from '../../src/content/mechanics';
import { site } from '../../src/content/site';
import { en } from '../site-messages';
import { footerLinksOf } from './footer-links';
import { waitForHydration } from './hydration';
import { nextFrames } from './page-state';

// The default destinations live on reserved .example domains; answer them locally.
test.beforeEach(async ({ context }) => {
  await context.route(/\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

const footerLabel = (href: string) => {
  const link = footerLinksOf('external').find((entry) => entry.href === href);
  return link ? en(link.label) : href;
};

const external = [
  { where: 'hero', name: en('hero.playNow'), url: site.links.playNow },
  { where: 'hero', name: en('hero.joinCommunity'), url: site.links.community },
  { where: 'footer', name: footerLabel(site.links.support), url: site.links.support },
  { where: 'footer', name: en(footerSocial.social.label), url: site.links.social },
  { where: 'footer', name: footerLabel(site.links.website), url: site.links.website },
  { where: 'footer', name: footerLabel(site.links.community), url: site.links.community },
  // A browser adds the trailing slash to a bare origin.
].map((link) => ({ ...link, url: new URL(link.url).href }));

// One page for all of them: each link opens its own tab, which the next one does not need.
test('every external link opens in a new tab without an opener', async ({ page }) => {
  await page.goto('/');
  for (const link of external)
    await test.step(`${link.where}: ${link.name}`, async () => {
      const scope =
        link.where === 'footer' ? page.getByRole('contentinfo') : page.getByRole('main');
      const anchor = scope.getByRole('link', { name: new RegExp(`^${link.name}`) });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), anchor.click()]);
      await expect(popup).toHaveURL(link.url);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      await expect(page).toHaveURL(/\/$/);
    });
});

const inert = [
  ...gameplayDemo.actions.map((action) => ({ where: 'main', name: en(action) }) as const),
  { where: 'contentinfo', name: footerSocial.discord.label },
] as const;

test('the inert controls do nothing: no navigation, no new tab', async ({ page, context }) => {
  await page.goto('/');
  // Tried on the live page, where the app's handlers are attached.
  await waitForHydration(page);
  let opened = 0;
  context.on('page', () => (opened += 1));
  const urlBefore = page.url();
  for (const control of inert)
    await test.step(control.name, async () => {
      const button = page.getByRole(control.where).getByRole('button', { name: control.name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // aria-disabled keeps it focusable and clickable; Playwright would wait for "enabled".
      await button.click({ force: true });
      await button.press('Enter');
      // A navigation or a new tab would have begun by the frames after the click and the key; the
      // evaluation drawing them fails outright if this document has been left.
      await nextFrames(page);
      expect(page.url()).toBe(urlBefore);
      expect(opened).toBe(0);
    });
});
