// The one source of truth for HTTP response headers: `npm start` (scripts/serve.js) sends them,
// and the build writes them for CDNs (dist/_headers for Netlify / Cloudflare Pages; the README
// shows the nginx and CloudFront equivalents). Script hashes come from the built HTML.
import { createHash } from 'node:crypto';
import {
  buildMetadata,
  contentTypes,
  FALLBACK_TYPE,
  notFoundFiles,
  textTypes,
} from './site-rules.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

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

export function contentSecurityPolicy(scriptHashes = []) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    // React renders a few style attributes (color tokens) and the toast library injects its own
    // <style>; styles cannot run code, so inline styles are allowed and inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Every powerful feature is denied except writing the contract address to the clipboard.
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), clipboard-read=(), clipboard-write=(self), ' +
  'display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), ' +
  'serial=(), usb=(), xr-spatial-tracking=()';

/** Headers for every response. `hsts` only where the site is served over HTTPS (CDNs). */
export function securityHeaders({ scriptHashes = [], hsts = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No Cross-Origin-Opener-Policy: 'same-origin' starts every visit in a fresh renderer process
    // and GPU channel, a main-thread stall before the first paint (README, Speed). The page keeps
    // no state a window reference could leak, opens external links with noopener, and cannot be
    // framed (frame-ancestors, X-Frame-Options).
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Cache-Control for a URL path: hashed build assets forever, everything else revalidated. */
export const cacheControlFor = (pathname) =>
  pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;

/** Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeaders({ scriptHashes, htmlPaths }) {
  const block = (path, headers) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
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
  return `${Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n')}\n`;
}

/**
 * An nginx `server { }` include with the same headers, media types, addresses and 404 pages
 * (one per language) as `npm start`: every page at its one address, the other addresses
 * redirected, build metadata and precompressed twins hidden (site-rules.js). nginx drops
 * inherited add_header lines in a location that adds its own, so each location gets all of them.
 * @param {{ scriptHashes: string[], prefixes: readonly string[], pages: Record<string, string>,
 *   redirects: Record<string, string> }} site
 */
export function nginxConfig({ scriptHashes, prefixes, pages, redirects }) {
  const security = Object.entries(securityHeaders({ scriptHashes, hsts: true }))
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n');
  const location = (match, cache, body) =>
    `  location ${match} {\n${cache ? `    add_header Cache-Control "${cache}" always;\n` : ''}${security}\n${body}\n  }`;
  const types = Object.entries(contentTypes)
    .map(([extension, type]) => `  ${type} ${extension.slice(1)};`)
    .join('\n');
  const notFound = notFoundFiles(prefixes);
  // Longest prefix first: a language's folder before the site root.
  const byPrefix = [...prefixes].sort((a, b) => b.length - a.length);
  const hidden = `(/\\.|/(${buildMetadata
    .filter((name) => !name.startsWith('.'))
    .map((name) => name.replaceAll('.', '\\.'))
    .join('|')})$|\\.(br|gz|html)$|/$)`;
  return `# Generated by \`npm run build\` from scripts/lib/site-rules.js and headers.js: include it
# inside your server { } block, after \`root /path/to/dist;\`. Serves the pre-compressed .gz files too.
gzip_static on;
gzip_vary on;
absolute_redirect off;
charset utf-8;
charset_types ${textTypes.filter((type) => type !== 'text/html').join(' ')};
default_type ${FALLBACK_TYPE};
types {
${types}
}
error_page 404 /404.html;

# Every page at its one address.
${Object.entries(pages)
  .map(([address, file]) => {
    const prefix = byPrefix.find((candidate) => address.startsWith(`${candidate}/`)) ?? '';
    return location(
      `= ${address}`,
      REVALIDATE,
      `    error_page 404 /${notFound[prefix]};\n    try_files /${file} =404;`,
    );
  })
  .join('\n')}

# The other addresses of a page answer with a permanent redirect to it.
${Object.entries(redirects)
  .map(([from, to]) => location(`= ${from}`, '', `    return 301 ${to}$is_args$args;`))
  .join('\n')}

# The not-found pages, sent only as the answer to an unknown path.
${Object.values(notFound)
  .map((file) => location(`= /${file}`, 'no-cache', `    error_page 404 /${file};\n    internal;`))
  .join('\n')}

# Build metadata, dotfiles, precompressed twins, HTML under its file name, folders: not addresses.
${byPrefix
  .map((prefix) =>
    location(
      `~ ^${prefix}(/.*)?${hidden}`,
      '',
      `    error_page 404 /${notFound[prefix]};\n    return 404;`,
    ),
  )
  .join('\n')}

${location('/assets/', IMMUTABLE, '    try_files $uri =404;')}

${byPrefix
  .map((prefix) =>
    location(
      `${prefix}/`,
      REVALIDATE,
      `    error_page 404 /${notFound[prefix]};\n    try_files $uri =404;`,
    ),
  )
  .join('\n')}
`;
}
