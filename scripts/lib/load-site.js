// One build of the site, read once for the production server (scripts/lib/site-server.js): the
// file index (sirv's), the not-found pages, the headers and the addresses. A deploy swaps in a
// new build beside it (scripts/lib/publish-build.js) and the server loads that one whole; the
// build it replaces keeps its own files, so requests already under way finish from it.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { precompressed, suffixOf } from './content-encoding.js';
import { cacheControlFor, securityHeaders } from './headers.js';
import { contentTypeFor, notFoundFiles, siteAddresses } from './site-rules.js';

/** What the build writes for the server beside the pages (scripts/prerender.js). */
export const SERVER_FILE = '.headers.json';

/**
 * What tells one build from the next at `root`: the folder it resolves to (a new build is a new
 * folder behind the `dist` link) and when that folder last changed (a file added or removed in
 * place). null while nothing is there.
 */
export function buildStamp(root) {
  const stats = statSync(root, { throwIfNoEntry: false });
  return stats ? `${stats.dev}:${stats.ino}:${stats.ctimeMs}` : null;
}

/**
 * A page and its precompressed twins, read into memory with what they were on disk: pages are
 * most of the requests, and a page sent from memory is several times faster than one opened,
 * read and closed from disk (bench:server).
 */
function readPage(file) {
  // A page missing from the build is not found, as nginx's try_files finds it missing.
  if (!existsSync(file)) return undefined;
  const page = {};
  for (const encoding of ['identity', ...precompressed]) {
    const path = encoding === 'identity' ? file : file + suffixOf[encoding];
    if (encoding !== 'identity' && !existsSync(path)) continue;
    const body = readFileSync(path);
    const { size, mtime, mtimeMs } = statSync(path);
    page[encoding] = {
      path,
      body,
      size,
      mtimeMs,
      // As sirv tags the files it sends.
      etag: `W/"${size}-${mtime.getTime()}"`,
      lastModified: mtime.toUTCString(),
    };
  }
  return page;
}

/**
 * Loads the build `root` points to. Throws when it is not a whole build (no server file or
 * not-found page), for the caller to keep the build it has.
 */
export function loadSite(root) {
  const stamp = buildStamp(root);
  // sirv's index names files by the folder it was given: the real one, not the `dist` link,
  // so that after a swap this index still reads this build's files.
  const dir = realpathSync(root);
  const { scriptHashes, prefixes, routes } = JSON.parse(
    readFileSync(join(dir, SERVER_FILE), 'utf8'),
  );
  const { pages, redirects } = siteAddresses({ prefixes, routes });
  const pageFiles = new Map(Object.values(pages).map((file) => [file, readPage(join(dir, file))]));
  const notFound = new Map(
    Object.entries(notFoundFiles(prefixes)).map(([prefix, file]) => [
      prefix,
      readPage(join(dir, file)),
    ]),
  );
  const files = sirv(dir, {
    // Pages are answered at their one address (site-rules.js), never by a guessed extension.
    extensions: [],
    // Serve the .br / .gz twins written at build, as a CDN would negotiate them.
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      // Hashed file names change whenever their content does, so they may be cached forever.
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Content-Type', contentTypeFor(pathname));
    },
  });
  return {
    stamp,
    dir,
    files,
    pages,
    pageFiles,
    redirects,
    prefixes,
    headers: Object.entries(securityHeaders({ scriptHashes })),
    secureHeaders: Object.entries(securityHeaders({ scriptHashes, hsts: true })),
    /** The not-found page for a path: in the language of its prefix (/es/… → es/404.html). */
    notFoundFor(pathname) {
      const first = pathname.split('/')[1] ?? '';
      return notFound.get(`/${first}`) ?? notFound.get('');
    },
  };
}
