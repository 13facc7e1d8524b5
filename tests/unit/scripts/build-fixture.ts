// A small build of the site, as `npm run build` lays it out, for the server's tests: pages with
// their compressed twins, the not-found pages, an asset, the server's own file, build metadata.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { newBuildFolder, publishBuild } from '../../../scripts/lib/publish-build.js';

export const fixtureSite = { prefixes: ['', '/es'], routes: ['/', '/whitepaper'] };

/** Long enough to be compressed, as the build compresses files of 1 KB and more. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Rise of the Masked Flame</p>'.repeat(60)}</body></html>`;

/** Writes a build of version `version` into a new build folder for `target` and publishes it. */
export function publishFixture(target: string, version: string) {
  const build = newBuildFolder(target);
  const files: Record<string, string | Buffer> = {
    'index.html': page(`Home ${version}`),
    'whitepaper.html': page(`Whitepaper ${version}`),
    '404.html': page('Not found'),
    'es/index.html': page(`Inicio ${version}`),
    'es/whitepaper.html': page(`Whitepaper ${version} es`),
    'es/404.html': page('No encontrada'),
    [`assets/app-${version}.js`]: `console.log(${JSON.stringify(version)});`.repeat(100),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'favicon.ico': Buffer.alloc(1500, 1),
    _headers: '/*\n  X-Frame-Options: DENY\n',
    '_nginx.conf': '# nginx\n',
    '.headers.json': JSON.stringify({ scriptHashes: [], ...fixtureSite }),
  };
  for (const [name, body] of Object.entries(files)) {
    const file = join(build, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (/\.(html|js)$/.test(name)) {
      writeFileSync(`${file}.gz`, gzipSync(body));
      writeFileSync(`${file}.br`, brotliCompressSync(body));
    }
  }
  publishBuild(build, target);
  return build;
}

/** A folder of its own with a published build at `<folder>/dist`. */
export function fixtureRoot(version = 'v1') {
  const target = join(mkdtempSync(join(tmpdir(), 'emberwild-server-')), 'dist');
  publishFixture(target, version);
  return target;
}
