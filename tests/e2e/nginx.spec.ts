import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { bootScriptUrls } from '../../scripts/lib/boot.js';
import { routeList } from '../../src/content/paths';

// The nginx include the build writes (dist/_nginx.conf), served by a real nginx: the same pages,
// status codes and headers as `npm start`. .ci/run installs nginx (Debian's nginx-light).
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// Beside the site's own port (4174 → 4181), so runs on other ports (E2E_PORT) never collide with it.
const PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 7);
const nginxBase = `http://127.0.0.1:${PORT}`;
let nginx: ChildProcess;

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
  let answer: Response | undefined;
  for (let attempt = 0; attempt < 50 && !answer; attempt += 1) {
    answer = await fetch(nginxBase).catch(() => undefined);
    if (!answer) await new Promise((done) => setTimeout(done, 100));
  }
  if (!answer) throw new Error(`nginx did not start; see ${prefix}/error.log`);
  // nginx itself, not another server already on that port (nginx could not have listened there).
  expect(answer.headers.get('server'), `the server on port ${PORT}`).toMatch(/^nginx/);
});

test.afterAll(() => {
  nginx?.kill();
});

test('nginx with the generated include serves the site like npm start', async ({ request }) => {
  for (const path of [...routeList, '/no-such-page']) {
    const fromNode = await request.get(path);
    const fromNginx = await request.get(`${nginxBase}${path}`);
    expect(fromNginx.status(), path).toBe(fromNode.status());
    expect(await fromNginx.text()).toBe(await fromNode.text());
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ])
      expect(fromNginx.headers()[header], `${path} ${header}`).toBe(fromNode.headers()[header]);
    expect(fromNginx.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  }
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const [script] = bootScriptUrls(html);
  const asset = await request.get(`${nginxBase}${script}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  for (const hidden of ['/_headers', '/_nginx.conf', '/.headers.json'])
    expect((await request.get(`${nginxBase}${hidden}`)).status(), hidden).toBe(404);
});
