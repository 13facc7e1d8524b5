import { describe, expect, it } from 'vitest';
import { rarityLabels, type EquippedSet } from '../../../src/content/armory';
import { lookItems } from '../../../src/content/looks';
import { site } from '../../../src/content/site';
import { renderLook } from '../../../src/entry-server';
import { locales } from '../../../src/i18n/locales';
import { message } from '../../site-messages';

const set: EquippedSet = { mask: 'moon', wings: 'ash', gear: 'charm' };
const localeOf = (code: string) => {
  const locale = locales.find((each) => each.code === code);
  if (!locale) throw new Error(`no ${code}`);
  return locale;
};

/** The share page as a crawler reads it: its head's tags, and its body. */
async function sharePage(code: string) {
  const { head, html } = await renderLook(localeOf(code), set);
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body>${html}</body></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  return { doc, meta };
}

describe('a look’s share page', () => {
  it.each(['en', 'fr', 'ar'])('names the three items in its language (%s)', async (code) => {
    const { meta } = await sharePage(code);
    const names = lookItems(set).map((item) => message(code, item.name));
    for (const key of ['og:title', 'og:description', 'og:image:alt', 'twitter:title'])
      for (const name of names) expect(meta(key), key).toContain(name);
  });

  it('previews as a large card with the set’s own picture, at an absolute address', async () => {
    const { meta } = await sharePage('fr');
    expect(meta('og:image')).toBe(new URL('/looks/moon-ash-charm.jpg', site.siteUrl).href);
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:url')).toBe(new URL('/fr/look/moon-ash-charm/', site.siteUrl).href);
    expect(meta('og:locale')).toBe('fr_FR');
  });

  it('points its canonical at the home page in its language', async () => {
    const { doc } = await sharePage('fr');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      new URL('/fr/', site.siteUrl).href,
    );
  });

  it('shows the picture, each item with its rarity, and one way into the Armory with the set on', async () => {
    const { doc } = await sharePage('fr');
    expect(doc.querySelector('main img')?.getAttribute('src')).toBe('/looks/moon-ash-charm.jpg');
    const items = [...doc.querySelectorAll('main li')].map((li) => li.textContent);
    expect(items).toEqual(
      lookItems(set).map((item) =>
        expect.stringContaining(
          message('fr', item.name) + message('fr', rarityLabels[item.rarity].label),
        ),
      ),
    );
    const wayIn = doc.querySelector('a[href^="/fr/?"]');
    expect(wayIn?.getAttribute('href')).toBe('/fr/?mask=moon&wings=ash&gear=charm#armory');
    expect(wayIn?.textContent).toBe(message('fr', 'armory.look.wayIn'));
    expect(doc.querySelector('script')).toBeNull();
  });
});
