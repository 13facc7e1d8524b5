// Size budgets shared by `npm run bench` and the e2e budget test. Sizes are gzip -9 of the built
// files, so they are the same on every run and every machine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, createGunzip, gzipSync } from 'node:zlib';
import { bootScriptUrls } from './boot.js';

export const budgets = {
  namedJsKb: 90,
  allJsKb: 400,
  heroWithinKb: 14,
};

export const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

/** Script and modulepreload URLs that an HTML page names, the boot script's included. */
export function namedScripts(html) {
  const urls = new Set(bootScriptUrls(html));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g))
    urls.add(match[1]);
  return [...urls];
}

/** Total gzip size in KB of built files, given their URL paths. */
export function builtSizeKb(distDir, urlPaths) {
  return urlPaths.reduce(
    (sum, url) => sum + gzipKb(readFileSync(join(distDir, new URL(url, 'http://x').pathname))),
    0,
  );
}

/** The text a browser can have after receiving only the first `kb` of the gzipped HTML. */
export function htmlPrefixAfterGzipKb(html, kb) {
  const compressed = gzipSync(Buffer.from(html), { level: 9 }).subarray(0, kb * 1024);
  return new Promise((resolve) => {
    const chunks = [];
    const gunzip = createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
    gunzip.on('data', (chunk) => chunks.push(chunk));
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    gunzip.on('end', done);
    gunzip.on('error', done);
    gunzip.end(compressed);
  });
}
