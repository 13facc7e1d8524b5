// After `vite build` (browser) and `vite build --ssr` (renderer): writes every route as finished
// HTML, inlines the CSS so the first paint needs one request, writes the files crawlers and
// browsers ask for, and pre-compresses everything for the static server.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import postcss from 'postcss';
import { SitemapStream, streamToPromise } from 'sitemap';
import { bootAfterFirstPaint, compileBootScript } from './lib/boot.js';
import { firstScreenIconsFirst } from './lib/icon-sprite.js';
import { coversAny, webFontFaces } from './lib/site-fonts.js';
import {
  inlineScriptHashes,
  netlifyHeaders,
  netlifyRedirects,
  nginxConfig,
} from './lib/headers.js';
import { SERVER_FILE, siteAddresses } from './lib/site-rules.js';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const ssrDir = `${dist}-ssr`;
const {
  render,
  renderEarlyToasts,
  renderLook,
  routeList,
  site,
  locales,
  localizedPath,
  siteText,
  lookSets,
  lookPagePath,
} = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');

// An inlined stylesheet keeps a disabled <link> to its file, which browsers do not fetch: Vite's
// loader for lazy chunks links every stylesheet a chunk depends on unless the page has a <link> to
// it, and the entry's applied twice restyles and lays out the whole page under a tap.
const inlined = (href, css) =>
  `<style>${css}</style><link rel="stylesheet" href="${href}" disabled data-inlined>`;

/** The entry stylesheet, inlined: it is small, and a separate request would block first paint. */
const entryCss = new Map();
const shell = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href) => {
  const css = readFileSync(join(dist, href), 'utf8').trim();
  entryCss.set(href, css);
  return inlined(href, css);
});

// Stylesheets of lazily loaded chunks, with the CSS-module class names each defines: a page that
// renders one of those gets the stylesheet inlined too, styled before, and without, JavaScript.
// CSS-module class names: `_<name>_<hash>_<line>` in the build.
const definedClasses = (css) => [...new Set(css.match(/\._[\w-]+/g) ?? [])].map((c) => c.slice(1));
const chunkStyles = readdirSync(join(dist, 'assets'))
  .map((name) => `/assets/${name}`)
  .filter((href) => href.endsWith('.css') && !entryCss.has(href))
  .map((href) => {
    const css = readFileSync(join(dist, href), 'utf8').trim();
    return { href, css, lazyLayout: lazyLayoutRules(css), classes: definedClasses(css) };
  });

/**
 * The rules that let a section far from the viewport skip its layout ([data-lazy-layout]): they
 * must be there before the first layout, even when the rest of their stylesheet comes after.
 */
function lazyLayoutRules(css) {
  const early = postcss.root();
  postcss.parse(css).walkRules((rule) => {
    if (!rule.selector.includes('[data-lazy-layout]')) return;
    const media = rule.parent?.type === 'atrule' ? rule.parent.clone({ nodes: [] }) : null;
    early.append(media ? media.append(rule.clone()) : rule.clone());
  });
  return early.toString();
}

/** Where the hero ends; without a hero (the whitepaper) the first section stands in for it. */
const firstScreenEnd = (html) => html.indexOf('</section>', html.indexOf('<section id="top"'));

/** Every class name the markup uses. */
const classesIn = (html) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));

/** The class names the entry stylesheet defines: the first screen needs no chunk for those. */
const entryClasses = new Set([...entryCss.values()].flatMap((css) => definedClasses(css)));

/**
 * The stylesheets of the chunks `html` renders: `head` those the hero needs a rule of, `after` the
 * rest, after the app's markup (outside what React hydrates), so that the hero stays within the
 * first 14 KB of the gzipped page; the sections they style are below the fold.
 */
function chunkStylesFor(html) {
  const heroEnd = firstScreenEnd(html);
  const firstScreen = classesIn(heroEnd < 0 ? html : html.slice(0, heroEnd));
  const used = classesIn(html);
  const place = { head: '', after: '' };
  for (const { href, css, classes, lazyLayout } of chunkStyles) {
    if (!classes.some((name) => used.has(name))) continue;
    const early =
      heroEnd < 0 || classes.some((name) => firstScreen.has(name) && !entryClasses.has(name));
    if (early) place.head += inlined(href, css);
    else {
      if (lazyLayout) place.head += `<style>${lazyLayout}</style>`;
      place.after += inlined(href, css);
    }
  }
  return place;
}

// The first paint waits for the whole hero (`rel=expect`): it centres its content, and would jump
// if painted half-parsed (a page delivered in pieces). Chromium 156 lets go at the expected
// element's start tag, not once it is parsed as the spec says, so the hold names the first heading
// after the hero (both in the first 14 KB). No font is preloaded: Chrome would hold the first paint
// for it, and its bytes would compete with the hero image.
function firstScreen(html) {
  if (!html.includes('<section id="top"')) return '';
  const next = /<h2 [^>]*?id="([^"]+)"/.exec(html.slice(firstScreenEnd(html)));
  return `<link rel="expect" href="#${next?.[1] ?? 'top'}" blocking="render">`;
}

// The web fonts' stylesheet (its own build input, see vite.config.ts) waits for the first paint.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const webFonts = manifest['src/styles/web-fonts.css']?.file;
if (!webFonts) throw new Error('The build has no web-fonts stylesheet (vite.config.ts inputs)');
// Each language's compiled messages are a chunk the entry imports before hydrating: the page names
// its own with the entry's modules, which the boot script requests after the first paint.
function catalogChunk(code) {
  const chunk = manifest[`virtual:messages/${code}`];
  if (!chunk) throw new Error(`The build has no message chunk for "${code}"`);
  return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
}
const bootScript = await compileBootScript();
const faces = webFontFaces(readFileSync(join(dist, webFonts), 'utf8'));
// The boot script loads the faces that draw the page's title before it adds them all; the others
// load when text asks for them.
function shellFor(locale, title) {
  const load = (face) => coversAny(face.descriptors.unicodeRange ?? 'U+0-10FFFF', title);
  const withLoad = faces.map((face) => (load(face) ? { ...face, load: true } : face));
  const html = shell.replace('</head>', `${catalogChunk(locale.code)}\n</head>`);
  return bootAfterFirstPaint(html, bootScript, { styles: [`/${webFonts}`], faces: withLoad });
}

/** A page's language, on its <html> element and in its web app manifest's address. */
const htmlTag = (locale) =>
  `<html lang="${locale.lang}"${locale.dir === 'rtl' ? ' dir="rtl"' : ''}>`;
const manifestHref = (locale) => `href="${localizedPath(locale, '/site.webmanifest')}"`;

async function page(locale, route) {
  const path = localizedPath(locale, route);
  const { head, html } = await render(path);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
  if (!title) throw new Error(`${path} has no title`);
  // The toasts the boot script shows before the app is ready, beside the root (never hydrated).
  const earlyToasts = await renderEarlyToasts(locale);
  const styles = chunkStylesFor(html + earlyToasts);
  const whole = shellFor(locale, title)
    .replace('<html lang="en">', htmlTag(locale))
    .replace('href="/site.webmanifest"', manifestHref(locale))
    .replace('<!--app-head-->', `${firstScreen(html)}${head}${styles.head}`)
    .replace('<!--app-html-->', html)
    .replace('<!--app-early-->', `${styles.after}${earlyToasts}`);
  return firstScreenIconsFirst(whole, firstScreenEnd(whole));
}

// Each page's address and file, as the servers answer them (site-rules.js). The share pages are
// addresses like the routes (`/look/<slug>/`, a folder's page), named to the servers with them,
// but pre-rendered apart and left out of the sitemap.
const prefixes = locales.map((locale) => locale.prefix);
const lookRoutes = lookSets().map(lookPagePath);
const servedRoutes = [...routeList, ...lookRoutes];
const addresses = siteAddresses({ prefixes, routes: servedRoutes });
const fileOf = (locale, route) => addresses.pages[localizedPath(locale, route)];

const outputs = new Map();
for (const locale of locales) {
  for (const route of routeList) outputs.set(fileOf(locale, route), await page(locale, route));
  // Any path the site does not know gets this page, with status 404, in its prefix's language.
  outputs.set(join(locale.prefix.slice(1), '404.html'), await page(locale, '/404'));
}

// Each Armory set's share page in every language (docs/share.md): static HTML that runs no script,
// with the entry stylesheet (the site's tokens and type) and its own inlined, like every page's.
// They are not in the sitemap, and point their canonical at the home page.
const [entryStyle] = [...entryCss.values()].map((css) => `<style>${css}</style>`);
const templateHead = template.slice(
  template.indexOf('<meta charset'),
  template.indexOf('<!--app-head-->'),
);
const lookShell = (locale, { head, html }) =>
  `<!doctype html>
${htmlTag(locale)}
  <head>
    ${templateHead
      .replace(/<link rel="stylesheet"[^>]*>|<script[^>]*><\/script>/g, '')
      .replace('href="/site.webmanifest"', manifestHref(locale))
      .trim()}
    ${head}${entryStyle ?? ''}${chunkStylesFor(html).head}<link rel="stylesheet" href="/${webFonts}">
  </head>
  <body>
    ${html}
  </body>
</html>
`;
const sharePageFiles = new Set();
for (const locale of locales)
  for (const set of lookSets()) {
    const file = fileOf(locale, lookPagePath(set));
    sharePageFiles.add(file);
    outputs.set(file, lookShell(locale, await renderLook(locale, set)));
  }

const absolute = (path) => new URL(path, site.siteUrl).href;
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
// Every page in every language, each listing all its translations (x-default: English).
const sitemap = new SitemapStream({
  xmlns: { xhtml: true, news: false, image: false, video: false },
});
const links = (route) =>
  [...locales, { ...locales[0], lang: 'x-default' }].map((locale) => ({
    lang: locale.lang,
    url: absolute(localizedPath(locale, route)),
  }));
const urls = locales.flatMap((locale) =>
  routeList.map((route) => ({ url: absolute(localizedPath(locale, route)), links: links(route) })),
);
outputs.set('sitemap.xml', (await streamToPromise(Readable.from(urls).pipe(sitemap))).toString());
outputs.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`);
// A web app manifest per language: an installed app is named and described in its language.
for (const locale of locales) {
  const text = await siteText(locale);
  outputs.set(
    localizedPath(locale, '/site.webmanifest').slice(1),
    json({
      name: `${site.name} — ${text.tagline}`,
      short_name: site.name,
      description: text.description,
      lang: locale.lang,
      start_url: localizedPath(locale, '/'),
      display: 'standalone',
      background_color: '#050d0a',
      theme_color: '#050d0a',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
  );
}

// Headers and addresses for CDNs, and the same inputs for `npm start` (headers.js, site-rules.js).
const htmlPages = [...outputs].filter(([name]) => name.endsWith('.html')).map(([, html]) => html);
const scriptHashes = inlineScriptHashes(htmlPages);
const htmlPaths = [...Object.keys(addresses.pages), '/*.html', '/*/*.html'];
outputs.set('_headers', netlifyHeaders({ scriptHashes, htmlPaths }));
outputs.set('_redirects', netlifyRedirects(addresses));
// The include types every kind of file the build has, as @fastify/static types it.
const extensions = [...readdirSync(dist, { recursive: true, encoding: 'utf8' }), ...outputs.keys()]
  .map((name) => extname(name).slice(1))
  .filter((extension) => extension && !['br', 'gz'].includes(extension));
outputs.set('_nginx.conf', nginxConfig({ scriptHashes, prefixes, extensions }));
outputs.set(SERVER_FILE, json({ scriptHashes, prefixes, routes: servedRoutes }));

for (const [name, content] of outputs) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
}

// The renderer bundle is a build tool, not part of the site.
rmSync(ssrDir, { recursive: true, force: true });

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
let compressed = 0;
for (const name of readdirSync(dist, { recursive: true })) {
  const file = join(dist, name);
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  // The share pages get gzip only: brotli 11 on their 384 files doubled the build's time, for pages
  // read once, under 8 KB gzip (and nginx's include sends only .gz anyway).
  if (!sharePageFiles.has(name))
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  compressed += 1;
}

console.log(
  `Pre-rendered ${routeList.length} routes + 404 and ${lookRoutes.length} share pages in ${locales.length} languages, sitemap, robots, manifests; compressed ${compressed} files.`,
);
