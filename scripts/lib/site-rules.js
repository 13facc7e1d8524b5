// Which address answers with what, for every server of the site: `npm start` (site-server.js)
// follows them per request, the build writes them for nginx and Netlify / Cloudflare Pages, and
// tests/e2e/nginx.spec.ts compares the servers.

/** What the build writes for `npm start` beside the pages: script hashes and language prefixes. */
export const SERVER_FILE = '.headers.json';

/**
 * Addresses no server answers with a file, whatever is on disk: the servers' files, dotfiles,
 * the precompressed twins, and pages that have another address (`/index` is `/`) or none (404).
 */
export const HIDDEN_PATH =
  /\/\.|\/(_headers|_redirects|_nginx\.conf|index|404|404\.html)$|\.(br|gz)$/;

/**
 * What answers `pathname` in a build, read off the disk as nginx's include reads it: a page is
 * `<name>.html` at `/<name>` or `<folder>/index.html` at `/<folder>/`, its other addresses are
 * redirected to it. No route list: any page the build writes is served, an unknown one not found.
 * @param {string} pathname decoded and normalized (request-target.js)
 * @param {(file: string) => boolean} isFile whether the build has this file ('/es/index.html')
 * @returns {{ redirect: string } | { file: string } | null} null: not found
 */
export function resolveAddress(pathname, isFile) {
  if (HIDDEN_PATH.test(pathname)) return null;
  const folder = pathname.slice(0, pathname.lastIndexOf('/') + 1);
  const name = pathname.slice(folder.length);
  if (name === 'index.html') return { redirect: folder };
  if (name.endsWith('.html')) return { redirect: pathname.slice(0, -'.html'.length) };
  if (name === '') {
    const page = pathname.slice(0, -1);
    if (page && isFile(`${page}.html`)) return { redirect: page };
    return isFile(`${pathname}index.html`) ? { file: `${pathname}index.html` } : null;
  }
  if (!name.includes('.')) {
    if (isFile(`${pathname}/index.html`)) return { redirect: `${pathname}/` };
    return isFile(`${pathname}.html`) ? { file: `${pathname}.html` } : null;
  }
  return { file: pathname };
}

/**
 * The addresses the CDN files list (`_headers`, `_redirects`): every page's one address and its
 * file, and the other addresses a page could be reached at, each redirected to it.
 * @param {{ prefixes: readonly string[], routes: readonly string[] }} site
 *   prefixes: '' for the source language, '/es' for the others; routes: '/', '/whitepaper', and
 *   the share pages' '/look/<slug>/' (a route ending in '/' is a folder's index.html).
 */
export function siteAddresses({ prefixes, routes }) {
  /** @type {Record<string, string>} */ const pages = {};
  /** @type {Record<string, string>} */ const redirects = {};
  for (const prefix of prefixes) {
    for (const route of routes) {
      const address = `${prefix}${route}`;
      if (route.endsWith('/')) {
        // A folder's page (the home page, a share page `/look/<slug>/`): its index.html, and the
        // address without the slash redirected to it.
        pages[address] = `${address.slice(1)}index.html`;
        redirects[`${address}index.html`] = address;
        if (address !== '/') redirects[address.slice(0, -1)] = address;
      } else {
        pages[address] = `${address.slice(1)}.html`;
        redirects[`${address}.html`] = address;
        redirects[`${address}/`] = address;
      }
    }
  }
  return { pages, redirects };
}

/** The not-found page for a path, in the language of its prefix: /es/… → /es/404.html. */
export function notFoundPage(pathname, prefixes) {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return `${prefixes.includes(first) ? first : ''}/404.html`;
}
