// Which address answers with what, for every server of the site: `npm start` (scripts/lib/
// site-server.js) reads these rules, and the build writes them for nginx (_nginx.conf) and for
// Netlify / Cloudflare Pages (_redirects), so that the three give the same answers
// (tests/e2e/nginx.spec.ts compares them). Headers have their own module, headers.js.
import { extname } from 'node:path';

/** Files the build writes for the servers, not for visitors: 404 on every server. */
export const buildMetadata = ['_headers', '_redirects', '_nginx.conf', '.headers.json'];

/**
 * The media type of every kind of file the site has, by extension. nginx's include carries the
 * same table (`types { }`), so neither server falls back to its own list: nginx's has no
 * `webmanifest`, sirv's has no `ico` (an empty Content-Type beside nosniff).
 */
export const contentTypes = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
};

/** Text types are sent with their charset, as nginx's `charset utf-8` adds it. */
export const textTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'text/xml',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

/** Anything else is a download, never sniffed into something the browser runs. */
export const FALLBACK_TYPE = 'application/octet-stream';

/** The Content-Type header for a file name, charset included, as both servers send it. */
export function contentTypeFor(name) {
  const type = contentTypes[extname(name).toLowerCase()] ?? FALLBACK_TYPE;
  return textTypes.includes(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Every page's one address and the file that answers it, and the other addresses a page could
 * be reached at (`/index.html`, `/whitepaper.html`, `/whitepaper/`, `/es`), each answered with a
 * permanent redirect to its page: one address per page for crawlers and caches.
 * @param {{ prefixes: readonly string[], routes: readonly string[] }} site
 *   prefixes: '' for the source language, '/es' for the others; routes: '/', '/whitepaper', and
 *   the share pages' '/look/<slug>/' (a route ending in '/' is a folder's index.html).
 */
export function siteAddresses({ prefixes, routes }) {
  /** @type {Record<string, string>} */
  const pages = {};
  /** @type {Record<string, string>} */
  const redirects = {};
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

/** The not-found page of each language prefix ('' first), as a file name in the build. */
export const notFoundFiles = (prefixes) =>
  Object.fromEntries(
    prefixes.map((prefix) => [prefix, `${prefix.slice(1)}${prefix && '/'}404.html`]),
  );

/**
 * Addresses no server answers with a file, whatever is on disk: build metadata, dotfiles, the
 * precompressed twins under their own names, HTML files under any name but their page's
 * (`/404.html`, `/index`), and folders.
 */
export function isHiddenPath(pathname) {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    buildMetadata.includes(name) ||
    pathname.includes('/.') ||
    /\.(br|gz|html)$/.test(pathname) ||
    pathname.endsWith('/')
  );
}
