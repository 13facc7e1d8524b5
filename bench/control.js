// The bench's two reference pages, measured beside the home page in every run (bench/page.js):
// the control, the home page's first screen as plain HTML and CSS with no script, and the floor, a
// trivial page. What the page costs beyond them is the page's own; what they cost is the machine's
// and the browser's (docs/performance.md, "The control and the excess").
import { cpSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SERVER_FILE } from '../scripts/lib/site-rules.js';

/** The reference pages' routes, served only from the bench's copy of the build. */
export const controlRoute = '/bench-control';
export const floorRoute = '/bench-floor';

export const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '</head><body><h1>Floor</h1><p>A trivial page: what the lab costs before any page.</p></body>' +
  '</html>\n';

/**
 * The home page's first screen from its built HTML: the head (inline CSS with the fonts' local
 * stand-ins the first paint uses, the hold on the first paint), the header and the hero with its
 * still image and its icons' symbols (the build puts them at the body's start), cut after the
 * hero's section; no script and no <noscript>. The web fonts stay out: the page's boot script adds
 * them after its first paint, and their fetch and swap are the page's own work. Fetched by a
 * stylesheet here, they would join the first paint's requests in Lighthouse's simulation and make
 * the control later than the page.
 */
export function controlPage(html) {
  const heading = html.indexOf('<h1');
  const heroEnd = html.indexOf('</section>', heading);
  if (heading < 0 || heroEnd < 0) throw new Error('The built home page has no hero to cut after');
  const firstScreen = html
    .slice(0, heroEnd + '</section>'.length)
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return `${firstScreen}</main></div></body></html>\n`;
}

/** Writes a page and the twins the build writes beside every page (scripts/prerender.js). */
function writePage(file, html) {
  const body = Buffer.from(html);
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * Copies the build in `distDir` to `benchDir` and adds the control for the home page at `page`
 * (`/`, `/ar/`, ...) and the floor, as pages of that copy: the same server answers them as it
 * answers the page. Neither is ever in `distDir` (`npm start`) or in its sitemap. Returns their
 * paths.
 */
export function writeBenchCopy({ distDir, benchDir, page }) {
  rmSync(benchDir, { recursive: true, force: true });
  cpSync(realpathSync(distDir), benchDir, { recursive: true });
  const prefix = page.slice(1);
  writePage(
    join(benchDir, `${prefix}${controlRoute.slice(1)}.html`),
    controlPage(readFileSync(join(benchDir, prefix, 'index.html'), 'utf8')),
  );
  writePage(join(benchDir, `${floorRoute.slice(1)}.html`), floorPage);
  const serverFile = join(benchDir, SERVER_FILE);
  const site = JSON.parse(readFileSync(serverFile, 'utf8'));
  site.routes.push(controlRoute, floorRoute);
  writeFileSync(serverFile, JSON.stringify(site));
  return { control: `${page.slice(0, -1)}${controlRoute}`, floor: floorRoute };
}
