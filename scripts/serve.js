// The production server: serves dist/ the way a CDN would. Used by `npm start` and the e2e tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { precompressed, preferredEncoding, suffixOf } from './lib/content-encoding.js';
import { cacheControlFor, securityHeaders } from './lib/headers.js';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, '404.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first (npm start does both).`);
  process.exit(1);
}

// Written by the build next to the pages it describes (hashes of any inline script).
const { scriptHashes } = JSON.parse(readFileSync(join(root, '.headers.json'), 'utf8'));
const headers = securityHeaders({ scriptHashes });

const assets = sirv(root, {
  // Clean URLs: /whitepaper is answered by whitepaper.html.
  extensions: ['html'],
  // Serve the .br / .gz twins written at build, as a CDN would negotiate them.
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    // Hashed file names change whenever their content does, so they may be cached forever.
    res.setHeader('Cache-Control', cacheControlFor(pathname));
  },
});

// Unknown paths get the pre-rendered not-found page with a real 404 status, in the language of
// the path's prefix when it has one (/es/… → es/404.html), compressed like every other page.
function readPage(file) {
  const page = { identity: readFileSync(file) };
  for (const encoding of precompressed)
    if (existsSync(file + suffixOf[encoding]))
      page[encoding] = readFileSync(file + suffixOf[encoding]);
  return page;
}
const notFound = readPage(join(root, '404.html'));
const localizedNotFound = new Map(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, '404.html')))
    .map((entry) => [entry.name, readPage(join(root, entry.name, '404.html'))]),
);
const notFoundFor = (url = '/') => localizedNotFound.get(url.split('/')[1] ?? '') ?? notFound;

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // A language's home is /es/, with its slash: /es is the same page under another address.
  const [path, query = ''] = (req.url ?? '/').split(/\?(.*)/s);
  if (localizedNotFound.has(path?.slice(1) ?? '')) {
    res.writeHead(308, { Location: `${path}/${query ? `?${query}` : ''}` });
    res.end();
    return;
  }
  // sirv reads the header as text, so 'gzip;q=0' would get gzip, and takes brotli over gzip
  // whatever their q-values: it sees only the one encoding negotiated here.
  const encoding = preferredEncoding(req);
  req.headers['accept-encoding'] = encoding ?? 'identity';
  assets(req, res, () => {
    const page = notFoundFor(req.url);
    const sent = encoding && page[encoding] ? encoding : 'identity';
    const body = page[sent];
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (sent !== 'identity') res.setHeader('Content-Encoding', sent);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
});

server.listen(port, host, () => {
  console.log(`Emberwild is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
