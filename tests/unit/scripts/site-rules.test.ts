import { describe, expect, it } from 'vitest';
import { notFoundPage, resolveAddress, siteAddresses } from '../../../scripts/lib/site-rules.js';

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

  it('lists a route ending in a slash (a share page) as its folder, for _redirects and _headers', () => {
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

  // A build with a page file, a page folder in two languages, and a file.
  const files = ['/index.html', '/whitepaper.html', '/es/index.html', '/look/a-b-c/index.html'];
  const isFile = (file: string) => files.includes(file) || file === '/robots.txt';

  it.each([
    ['/', { file: '/index.html' }],
    ['/whitepaper', { file: '/whitepaper.html' }],
    ['/es/', { file: '/es/index.html' }],
    ['/look/a-b-c/', { file: '/look/a-b-c/index.html' }],
    ['/robots.txt', { file: '/robots.txt' }],
    ['/index.html', { redirect: '/' }],
    ['/whitepaper.html', { redirect: '/whitepaper' }],
    ['/whitepaper/', { redirect: '/whitepaper' }],
    ['/es', { redirect: '/es/' }],
    ['/look/a-b-c', { redirect: '/look/a-b-c/' }],
    ['/look/a-b-c/index.html', { redirect: '/look/a-b-c/' }],
  ])('answers %s with %o', (path, answer) => expect(resolveAddress(path, isFile)).toEqual(answer));

  it.each([
    '/_headers',
    '/_redirects',
    '/_nginx.conf',
    '/.headers.json',
    '/es/.git/config',
    '/404.html',
    '/es/404',
    '/index',
    '/index.html.br',
    '/assets/',
    '/look/x-y-z/',
    '/look/x-y-z',
  ])('finds nothing at %s', (path) => expect(resolveAddress(path, isFile)).toBe(null));

  it.each([
    ['/es/look/x/', '/es/404.html'],
    ['/es', '/es/404.html'],
    ['/nope', '/404.html'],
    ['/', '/404.html'],
  ])("answers %s with the language's %s", (path, page) =>
    expect(notFoundPage(path, ['', '/es'])).toBe(page),
  );
});
