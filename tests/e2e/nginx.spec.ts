import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { bootScriptUrls } from '../../scripts/lib/boot.js';
import { routeList } from '../../src/content/paths';
import { localeCodes, prefixOf } from '../site-messages';

// The nginx include the build writes (dist/_nginx.conf), served by a real nginx: the same pages,
// status codes and headers as `npm start`, address by address. .ci/run installs nginx (Debian's
// nginx-light). npm start runs a second time beside the suite's, told it is behind TLS.
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// Beside the site's own port (4174 → 4181), so runs on other ports (E2E_PORT) never collide with it.
const PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 7);
const nginxBase = `http://127.0.0.1:${PORT}`;
const NODE_PORT = PORT + 1;
const nodeBase = `http://127.0.0.1:${NODE_PORT}`;
let nginx: ChildProcess;
let node: ChildProcess;

/*
 * Started as root, nginx hands its requests to workers of another user (nobody or www-data), who
 * cannot read a checkout in a private folder (a 0700 home, a mktemp -d folder): every page was a
 * 403. The workers run as the user who runs the tests instead, who can read the build by
 * definition; serving a world-readable copy would test a copy, not dist/. Started as any other
 * user, nginx cannot switch users, and its workers already run as that user.
 */
const workersAs = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';

test.beforeAll(async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'emberwild-nginx-'));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
${workersAs}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${PORT};
    root ${distDir};
    include ${distDir}/_nginx.conf;
  }
}
`,
  );
  nginx = spawn(process.env.NGINX_PATH ?? 'nginx', ['-p', prefix, '-c', config], {
    stdio: 'inherit',
  });
  node = spawn(process.execPath, ['scripts/serve.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(NODE_PORT), DIST_DIR: distDir, TRUST_PROXY: '1' },
  });
  const nginxAnswer = await firstAnswer(nginxBase);
  if (!nginxAnswer) throw new Error(`nginx did not start; see ${prefix}/error.log`);
  // nginx itself, not another server already on that port (nginx could not have listened there).
  expect(nginxAnswer.headers.get('server'), `the server on port ${PORT}`).toMatch(/^nginx/);
  expect(await firstAnswer(nodeBase), `npm start on port ${NODE_PORT}`).toBeTruthy();
});

/** The first answer a server just started gives, polled for up to 5 s. */
async function firstAnswer(base: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(base).catch(() => undefined);
    if (answer) return answer;
    await new Promise((done) => setTimeout(done, 100));
  }
  return undefined;
}

test.afterAll(() => {
  nginx?.kill();
  node?.kill();
});

/** Every language's path prefix, from the folders in src/locales ('' for English). */
const localePrefixes = localeCodes.map(prefixOf);

/** Every kind of address the site has, in every language, and the ones it must not answer. */
function pathList() {
  const assets = readdirSync(join(distDir, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
  // Every page folder the build has (a share page, /look/<slug>/), found on disk as both servers
  // find it, at its address and the two others that redirect to it.
  const folders = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('/index.html') && !localePrefixes.includes(`/${dirname(name)}`))
    .flatMap((name) => [`/${dirname(name)}/`, `/${dirname(name)}`, `/${name}`]);
  const twin = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js.br'));
  return [
    ...localePrefixes.flatMap((prefix) => [
      ...routeList.map((route) => `${prefix}${route}`),
      ...(prefix ? [prefix] : []),
      `${prefix}/index.html`,
      `${prefix}/index`,
      `${prefix}/whitepaper/`,
      `${prefix}/whitepaper.html`,
      `${prefix}/no-such-page`,
      `${prefix}/no-such-folder/`,
      `${prefix}/look/no-such-look/`,
      `${prefix}/look/no-such-look`,
      `${prefix}/404`,
      `${prefix}/404.html`,
      `${prefix}/site.webmanifest`,
      `${prefix}/_headers`,
      // A share page (a folder's page), its other addresses, and a set the Armory does not have.
      `${prefix}/look/moon-ash-charm/`,
      `${prefix}/look/moon-ash-charm`,
      `${prefix}/look/moon-ash-charm/index.html`,
      `${prefix}/look/nothing-here/`,
      `${prefix}/look/nothing-here`,
      `${prefix}/look/`,
    ]),
    '/looks/moon-ash-charm.jpg',
    '/looks/nothing-here.jpg',
    '/?mask=moon',
    '/index.html?mask=moon',
    ...['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'og-image.png'].map(
      (icon) => `/${icon}`,
    ),
    '/robots.txt',
    '/sitemap.xml',
    '/_headers',
    '/_redirects',
    '/_nginx.conf',
    '/.headers.json',
    '/index.html.br',
    '/index.html.gz',
    `/assets/${twin}`,
    '/assets',
    '/assets/',
    '/assets/no-such-file.js',
    ...assets.map((name) => `/assets/${name}`),
    ...folders,
  ];
}

/** A response as it went over the wire: no redirect followed, no body decompressed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
    },
  );
}

const compared = [
  'content-type',
  'content-encoding',
  'cache-control',
  'location',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
];

test('npm start and nginx with the generated include give every address the same answer', async () => {
  const paths = pathList();
  expect(paths.length).toBeGreaterThan(localePrefixes.length * routeList.length);
  const differences: string[] = [];
  for (const path of paths) {
    // Both behind TLS, as deployed: npm start sends HSTS when its proxy says so.
    for (const acceptEncoding of ['gzip', 'identity']) {
      const headers = { 'Accept-Encoding': acceptEncoding, 'X-Forwarded-Proto': 'https' };
      const [fromNode, fromNginx] = await Promise.all([
        rawGet(`${nodeBase}${path}`, headers),
        rawGet(`${nginxBase}${path}`, headers),
      ]);
      const label = `${path} (${acceptEncoding})`;
      if (fromNode.status !== fromNginx.status)
        differences.push(`${label} status: ${fromNode.status} vs ${fromNginx.status}`);
      for (const header of compared)
        if (fromNode.headers[header] !== fromNginx.headers[header])
          differences.push(
            `${label} ${header}: ${fromNode.headers[header]} vs ${fromNginx.headers[header]}`,
          );
      if (!fromNode.headers['content-type']) differences.push(`${label}: no Content-Type`);
      // A redirect's body is each server's own short page; every other body is the same file.
      if (fromNode.status !== 301 && !fromNode.body.equals(fromNginx.body))
        differences.push(`${label}: different bodies`);
    }
  }
  expect(differences).toEqual([]);
});

test('build metadata is not found and a page has one address, on both servers', async () => {
  for (const base of [nodeBase, nginxBase]) {
    for (const hidden of ['/_headers', '/_redirects', '/_nginx.conf', '/.headers.json'])
      expect((await rawGet(`${base}${hidden}`, {})).status, `${base}${hidden}`).toBe(404);
    for (const [path, canonical] of [
      ['/whitepaper/', '/whitepaper'],
      ['/whitepaper.html', '/whitepaper'],
      ['/index.html', '/'],
    ]) {
      const response = await rawGet(`${base}${path}`, {});
      expect(response.status, `${base}${path}`).toBe(301);
      expect(response.headers.location).toBe(canonical);
    }
  }
});

test('_redirects (Netlify, Cloudflare Pages) redirects what npm start redirects', async () => {
  const lines = readFileSync(join(distDir, '_redirects'), 'utf8').trim().split('\n');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const [from, to, status] = line.split(' ');
    const response = await rawGet(`${nodeBase}${from}`, {});
    expect(`${response.status} ${response.headers.location}`, from).toBe(`${status} ${to}`);
  }
  const [script] = bootScriptUrls(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const asset = await rawGet(`${nginxBase}${script}`, { 'Accept-Encoding': 'gzip' });
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-encoding']).toBe('gzip');
});
