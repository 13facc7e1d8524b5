// The one source of truth for HTTP response headers: `npm start` sends them, and the build writes
// them for CDNs and nginx (dist/_headers, _nginx.conf). Script hashes come from the built HTML.
import { createHash } from 'node:crypto';
import send from '@fastify/send';
import { HIDDEN_PATH } from './site-rules.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** What neither server can type: a download, never sniffed into something the browser runs. */
const FALLBACK_TYPE = 'application/octet-stream';

// Every powerful feature is denied except writing the contract address to the clipboard.
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), clipboard-read=(), clipboard-write=(self), ' +
  'display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), ' +
  'serial=(), usb=(), xr-spatial-tracking=()';

/** sha256 CSP sources for every inline executable script in the given HTML pages. */
export function inlineScriptHashes(pages) {
  const hashes = new Set();
  for (const html of pages) {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      const type = /type="([^"]+)"/.exec(match[1])?.[1];
      // Data blocks (JSON-LD) never execute, so CSP does not govern them.
      if (type && type !== 'module' && type !== 'text/javascript') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Headers for every response. `hsts` only where the site is served over HTTPS (CDNs). */
export function securityHeaders({ scriptHashes = [], hsts = false } = {}) {
  const scripts = scriptHashes.map((hash) => ` ${hash}`).join('');
  const csp =
    `default-src 'self'; script-src 'self'${scripts}; ` +
    // React renders a few style attributes (color tokens) and the toast library injects its own
    // <style>; styles cannot run code, so inline styles are allowed and inline scripts are not.
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
    "connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; media-src 'self'; " +
    "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No Cross-Origin-Opener-Policy: 'same-origin' starts every visit in a fresh renderer process,
    // a stall before the first paint (README, Speed); the page keeps no state a window reference
    // could leak, opens external links with noopener, and cannot be framed.
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Cache-Control for a URL path: hashed build assets forever, everything else revalidated. */
export const cacheControlFor = (pathname) =>
  pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;

/** One line per entry of an object. */
const eachLine = (object, line) =>
  Object.entries(object)
    .map(([name, value]) => line(name, value))
    .join('\n');

/** Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeaders({ scriptHashes, htmlPaths }) {
  const block = (path, headers) =>
    `${path}\n${eachLine(headers, (name, value) => `  ${name}: ${value}`)}\n`;
  return [
    block('/*', securityHeaders({ scriptHashes, hsts: true })),
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...htmlPaths.map((path) => block(path, { 'Cache-Control': REVALIDATE })),
  ].join('\n');
}

/**
 * Netlify / Cloudflare Pages `_redirects`: one address per page (site-rules.js). Cloudflare
 * follows a redirect even where a file matches; Netlify serves the file there, as its own
 * "pretty URLs" do for `.html` (its `301!` would force it, but Cloudflare does not read that).
 */
export function netlifyRedirects({ redirects }) {
  return `${eachLine(redirects, (from, to) => `${from} ${to} 301`)}\n`;
}

/**
 * An nginx `server { }` include that answers as `npm start` does: the same headers on every answer
 * (at server level, so every location inherits them; the cache rule is a variable), the media
 * types @fastify/static sends, each language's 404 page, and site-rules.js's addresses.
 * @param {{ scriptHashes: string[], prefixes: readonly string[], extensions: string[] }} site
 */
export function nginxConfig({ scriptHashes, prefixes, extensions }) {
  const headers = {
    ...securityHeaders({ scriptHashes, hsts: true }),
    'Cache-Control': '$emberwild_cache',
  };
  const types = [...new Set(extensions)]
    .sort()
    .map((extension) => [send.mime.getType(extension) ?? FALLBACK_TYPE, extension]);
  const utf8 = new Set(types.map(([type]) => type).filter((type) => send.isUtf8MimeType(type)));
  utf8.delete('text/html');
  const redirect = (to) => `set $emberwild_cache ""; return 301 ${to}$is_args$args;`;
  // Longest prefix first: a language's folder before the site root.
  const byPrefix = [...prefixes].sort((a, b) => b.length - a.length);
  const location = (prefix) => `location ${prefix}/ {
  error_page 404 ${prefix}/404.html;
  location = ${prefix}/ { try_files ${prefix}/index.html =404; }
  location = ${prefix}/404.html { set $emberwild_cache no-cache; internal; }
  location ~ ${HIDDEN_PATH.source} { return 404; }
  location ~ ^(?<folder>.*/)index\\.html$ { ${redirect('$folder')} }
  location ~ ^(?<page>.+)\\.html$ { ${redirect('$page')} }
  location ~ ^(?<page>.+)/$ {
    if (-f $document_root$page.html) { ${redirect('$page')} }
    try_files ${'$'}{uri}index.html =404;
  }
  location ~ /[^/.]+$ {
    if (-f $document_root$uri/index.html) { ${redirect('$uri/')} }
    try_files $uri.html =404;
  }${prefix ? '' : `\n  location /assets/ { set $emberwild_cache "${IMMUTABLE}"; try_files $uri =404; }`}
  try_files $uri =404;
}`;
  return `# Generated by \`npm run build\` from scripts/lib/site-rules.js and headers.js: include it
# inside your server { } block, after \`root /path/to/dist;\`. Serves the pre-compressed .gz files too.
gzip_static on;
gzip_vary on;
absolute_redirect off;
charset utf-8;
charset_types ${[...utf8].join(' ') || 'text/html'};
default_type ${FALLBACK_TYPE};
types {
${types.map(([type, extension]) => `  ${type} ${extension};`).join('\n')}
}
set $emberwild_cache "${REVALIDATE}";
${eachLine(headers, (name, value) => `add_header ${name} "${value}" always;`)}

${byPrefix.map(location).join('\n')}
`;
}
