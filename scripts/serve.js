// The production server: serves dist/ the way a CDN would. Used by `npm start` and the e2e tests.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first (npm start does both).`);
  process.exit(1);
}

const assets = sirv(root, {
  extensions: ['html'],
  etag: true,
  setHeaders(res, pathname) {
    // Hashed file names change whenever their content does, so they may be cached forever.
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
  },
});

// Until every route is pre-rendered, unknown paths get the app shell and the client shows 404.
const fallback = readFileSync(join(root, 'index.html'));

const server = createServer((req, res) => {
  assets(req, res, () => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.end(fallback);
  });
});

server.listen(port, host, () => {
  console.log(`Emberwild is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
