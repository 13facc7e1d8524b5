import { describe, expect, it } from 'vitest';
import { contentTypeFor, isHiddenPath, siteAddresses } from '../../../scripts/lib/site-rules.js';

describe('the site rules every server follows', () => {
  const { pages, redirects } = siteAddresses({
    prefixes: ['', '/es'],
    routes: ['/', '/whitepaper'],
  });

  it('gives every page one address, answered by its file', () => {
    expect(pages).toEqual({
      '/': 'index.html',
      '/whitepaper': 'whitepaper.html',
      '/es/': 'es/index.html',
      '/es/whitepaper': 'es/whitepaper.html',
    });
  });

  it("redirects a page's other addresses to it", () => {
    expect(redirects).toEqual({
      '/index.html': '/',
      '/whitepaper.html': '/whitepaper',
      '/whitepaper/': '/whitepaper',
      '/es/index.html': '/es/',
      '/es': '/es/',
      '/es/whitepaper.html': '/es/whitepaper',
      '/es/whitepaper/': '/es/whitepaper',
    });
  });

  it('serves a route ending in a slash (a share page) from its folder, and redirects the rest', () => {
    const look = siteAddresses({ prefixes: ['', '/fr'], routes: ['/', '/look/moon-ash-charm/'] });
    expect(look.pages).toMatchObject({
      '/look/moon-ash-charm/': 'look/moon-ash-charm/index.html',
      '/fr/look/moon-ash-charm/': 'fr/look/moon-ash-charm/index.html',
    });
    expect(look.redirects).toMatchObject({
      '/look/moon-ash-charm': '/look/moon-ash-charm/',
      '/look/moon-ash-charm/index.html': '/look/moon-ash-charm/',
      '/fr/look/moon-ash-charm': '/fr/look/moon-ash-charm/',
    });
  });

  it.each([
    ['favicon.ico', 'image/x-icon'],
    ['index.html', 'text/html; charset=utf-8'],
    ['es/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['assets/app.js', 'text/javascript; charset=utf-8'],
    ['_headers', 'application/octet-stream'],
  ])('types %s as %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });

  it.each([
    '/_headers',
    '/_redirects',
    '/_nginx.conf',
    '/.headers.json',
    '/es/.git/config',
    '/404.html',
    '/index.html.br',
    '/assets/',
  ])('hides %s', (path) => expect(isHiddenPath(path)).toBe(true));

  it.each(['/robots.txt', '/assets/_virtual-abc.js', '/es/site.webmanifest'])('serves %s', (path) =>
    expect(isHiddenPath(path)).toBe(false),
  );
});
