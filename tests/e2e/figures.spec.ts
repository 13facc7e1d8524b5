import { expect, test, type Page } from '@playwright/test';
import { localeCodes, prefixOf } from '../site-messages';
import { waitForHydration } from './hydration';
import {
  nextFrames,
  rememberAnimationOnWithoutScene,
  scrollThrough,
  waitForSectionsIsland,
} from './page-state';

// The build writes every figure of the content in every language (src/i18n/format.ts), so a page
// never starts ICU: its first Intl call costs ~30 ms on a phone, and it used to fall inside the
// hydration. Each of these fails if anything on the page calls Intl, whatever the caller.

interface IntlWatch {
  intlCalls: string[];
}

/** Records every Intl service the page starts, and each string, number and date formatter. */
async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as IntlWatch).intlCalls = calls;
    const note = (name: string) => calls.push(`${name}\n${new Error().stack ?? ''}`);
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const service = (Intl as unknown as Record<string, unknown>)[name];
      if (typeof service !== 'function') continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(service, {
        construct: (target, args, newTarget) => (
          note(`Intl.${name}`),
          Reflect.construct(target, args, newTarget)
        ),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const wrap = (proto: object, name: string) => {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[name];
      if (!original) return;
      Object.defineProperty(proto, name, {
        value: function (this: unknown, ...args: unknown[]) {
          note(name);
          return original.apply(this, args);
        },
        configurable: true,
        writable: true,
      });
    };
    wrap(String.prototype, 'localeCompare');
    wrap(Number.prototype, 'toLocaleString');
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      wrap(Date.prototype, name);
  });
}

const intlCalls = (page: Page) => page.evaluate(() => (window as unknown as IntlWatch).intlCalls);

/** Polls until React has taken the Tokenomics figures over (the sections' island rendered them). */
const tokenomicsHydrated = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#tokenomics *')].some((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber')),
          ),
        ),
      { message: 'the Tokenomics section hydrated', timeout: 60_000 },
    )
    .toBe(true);

test.describe('figures written at build time', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const code of localeCodes) {
    test(`${code}: the home page and the whitepaper call no Intl`, async ({ page }) => {
      await watchIntl(page);
      await page.goto(`${prefixOf(code)}/`);
      await waitForHydration(page);
      await scrollThrough(page);
      await tokenomicsHydrated(page);
      expect(await intlCalls(page)).toEqual([]);

      await page.goto(`${prefixOf(code)}/whitepaper`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await intlCalls(page)).toEqual([]);
    });
  }
});

test.describe('figures counting up', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the count-ups climb to their figures without calling Intl', async ({ page }) => {
    // Numbers count only while the visitor's Animation control is on, which this machine's
    // software renderer would turn off by itself.
    await rememberAnimationOnWithoutScene(page);
    await watchIntl(page);
    await page.goto('/');
    await waitForHydration(page);
    await waitForSectionsIsland(page);
    const seen = new Set<string>();
    await page.exposeFunction('seeCount', (text: string) => seen.add(text));
    await page.evaluate(() => {
      const see = (window as unknown as { seeCount: (text: string) => void }).seeCount;
      new MutationObserver((records) => {
        for (const record of records) {
          const count = (record.target as HTMLElement).dataset.count;
          if (count !== undefined) see(count);
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-count'] });
    });
    await scrollThrough(page);
    await expect(page.locator('[data-count]')).toHaveCount(0, { timeout: 20_000 });
    await nextFrames(page);
    // Climbing figures were painted, written the way the final ones are: "$12,345" on the way.
    expect([...seen].some((text) => /^\$\d{1,2},\d{3}$/.test(text))).toBe(true);
    expect(await intlCalls(page)).toEqual([]);
  });
});
