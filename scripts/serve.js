// The production server: serves dist/ the way a CDN would. Used by `npm start` and the e2e tests.
// A new build swapped in by `npm run build` is served from the next request: nothing to restart.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSiteServer } from './lib/site-server.js';
import { SERVER_FILE } from './lib/site-rules.js';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, SERVER_FILE))) {
  console.error(`No build found in ${root}. Run "npm run build" first (npm start does both).`);
  process.exit(1);
}

// Behind a TLS proxy that sets X-Forwarded-Proto, HSTS goes out on its https requests (README).
const server = await createSiteServer({ root, trustProxy: process.env.TRUST_PROXY === '1' });

server.listen(port, host, () => {
  console.log(`Emberwild is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
