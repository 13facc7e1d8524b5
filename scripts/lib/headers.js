// The one source of truth for HTTP response headers: `npm start` (scripts/serve.js) sends them,
// and the build writes them for CDNs (dist/_headers for Netlify / Cloudflare Pages; the README
// shows the nginx and CloudFront equivalents). Script hashes come from the built HTML.
import { createHash } from 'node:crypto';

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
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers for every response. `hsts` only where the site is served over HTTPS (CDNs). */
export function securityHeaders({ scriptHashes = [], hsts = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
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
