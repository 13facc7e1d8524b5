import { mkdirSync, readlinkSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../../scripts/lib/site-server.js';
import { fixtureRoot, publishFixture } from './build-fixture';

type Server = Awaited<ReturnType<typeof createSiteServer>>;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function start(options: Partial<Parameters<typeof createSiteServer>[0]> = {}) {
  const root = fixtureRoot();
  const logged: string[] = [];
  const server = await createSiteServer({ root, log: (line) => logged.push(line), ...options });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const live = () => resolve(dirname(root), readlinkSync(root));
  return { root, live, base, logged, server };
}

/** The raw answer to bytes written as they are: no client in between to tidy the request. */
function raw(base: string, request: string) {
  const { port } = new URL(base);
  return new Promise<string>((done, fail) => {
    // Written, not ended: Node drops the answer to a client that half-closes first.
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => done(answer));
    socket.on('error', fail);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

async function expectServed(base: string) {
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<title>Home');
}

describe('the production server never goes down for a request', () => {
  it('answers 404 for a file removed after it started, then serves the next request', async () => {
    const { base, live, logged } = await start();
    rmSync(join(live(), 'robots.txt'));
    for (const name of ['app-v1.js', 'app-v1.js.br', 'app-v1.js.gz'])
      rmSync(join(live(), 'assets', name));
    for (const path of ['/robots.txt', '/assets/app-v1.js']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<title>Not found');
      await expectServed(base);
    }
    expect(logged.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('answers 404 for a page removed after it started, then serves the next request', async () => {
    const { base, live } = await start();
    rmSync(join(live(), 'whitepaper.html'));
    const response = await fetch(`${base}/whitepaper`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Not found');
    expect((await fetch(`${base}/whitepaper`)).status).toBe(404);
    await expectServed(base);
  });

  it('serves a page changed on disk whole, from the first request after', async () => {
    const { base, live } = await start();
    writeFileSync(join(live(), 'es', 'index.html.br'), brotliCompressSync('<title>Nuevo</title>'));
    const brotli = { headers: { 'Accept-Encoding': 'br' } };
    expect(await (await fetch(`${base}/es/`, brotli)).text()).toBe('<title>Nuevo</title>');
  });

  it('serves a file changed on disk whole, from the first request after', async () => {
    const { base, live, logged } = await start();
    expect((await (await fetch(`${base}/favicon.ico`)).arrayBuffer()).byteLength).toBe(1500);
    truncateSync(join(live(), 'favicon.ico'), 10);
    const changed = await fetch(`${base}/favicon.ico`);
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(10);
    expect(logged).toEqual([]);
  });

  it("serves any page folder the build has, and the language's 404 for one it has not", async () => {
    const { base, live } = await start();
    for (const folder of ['look/moon-ash-charm', 'es/look/moon-ash-charm']) {
      mkdirSync(join(live(), folder), { recursive: true });
      writeFileSync(join(live(), folder, 'index.html'), `<title>Look ${folder}</title>`);
      const page = await fetch(`${base}/${folder}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(`<title>Look ${folder}</title>`);
      const bare = await fetch(`${base}/${folder}`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, `/${folder}/`]);
    }
    const unknown = await fetch(`${base}/es/look/nothing-here/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>No encontrada');
  });

  it('answers 404 for a file that became unreadable (a folder in its place)', async () => {
    const { base, live } = await start();
    rmSync(join(live(), 'robots.txt'));
    mkdirSync(join(live(), 'robots.txt'));
    for (let request = 0; request < 2; request += 1)
      expect((await fetch(`${base}/robots.txt`)).status).toBe(404);
    await expectServed(base);
  });

  it('serves a build published while it runs from the next request', async () => {
    const { base, root } = await start();
    expect((await fetch(`${base}/assets/app-v1.js`)).status).toBe(200);
    publishFixture(root, 'v2');
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>Home v2');
    expect((await fetch(`${base}/assets/app-v2.js`)).status).toBe(200);
    expect((await fetch(`${base}/assets/app-v1.js`)).status).toBe(404);
  });

  it('answers 503 while the site is missing, and serves it again once it is back', async () => {
    const { base, root, live } = await start();
    const build = live();
    rmSync(root);
    const missing = await fetch(`${base}/`);
    expect(missing.status).toBe(503);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
    publishFixture(root, 'v3');
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>Home v3');
    expect(build).not.toBe(live());
  });
});

describe('bad input gets its status with the site headers, never a crash', () => {
  const requestLine = (target: string, method = 'GET', headers = '') =>
    `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`;
  const cases: [string, string, number][] = [
    ['malformed percent-encoding', requestLine('/%E0%A4%A'), 400],
    ['encoded traversal', requestLine('/..%2f..%2fetc/passwd'), 400],
    ['encoded dot segments', requestLine('/%2e%2e/'), 400],
    ['plain traversal', requestLine('/../../etc/passwd'), 400],
    ['an encoded NUL byte', requestLine('/robots.txt%00.html'), 400],
    ['a raw NUL byte', requestLine('/robots\0.txt'), 400],
    ['an 8 KB URL', requestLine(`/${'a'.repeat(8 * 1024)}`), 414],
    ['a 64 KB URL', requestLine(`/${'a'.repeat(64 * 1024)}`), 414],
    ['POST', requestLine('/', 'POST', 'Content-Length: 0\r\n'), 405],
    ['PUT', requestLine('/', 'PUT', 'Content-Length: 0\r\n'), 405],
    ['DELETE', requestLine('/', 'DELETE'), 405],
    ['OPTIONS', requestLine('*', 'OPTIONS'), 405],
    ['TRACE', requestLine('/', 'TRACE'), 405],
    ['a range past the end', requestLine('/favicon.ico', 'GET', 'Range: bytes=99999-\r\n'), 416],
    // As nginx answers it (RFC 9110 lets a server ignore it instead).
    ['a backwards range', requestLine('/favicon.ico', 'GET', 'Range: bytes=9-2\r\n'), 416],
    ['a garbage range', requestLine('/favicon.ico', 'GET', 'Range: pages=1\r\n'), 200],
    [
      'garbage Accept-Encoding',
      requestLine('/', 'GET', 'Accept-Encoding: ;;q=zz,,br;q=abc, *;q=-1, \u00ff\r\n'),
      200,
    ],
    ['a name too long for the disk', requestLine(`/${'a'.repeat(4000)}`), 404],
    ['a file name too long for the disk', requestLine(`/${'a'.repeat(4000)}.js`), 404],
    ['a header line too long', requestLine('/', 'GET', `X-Big: ${'b'.repeat(20_000)}\r\n`), 431],
  ];

  it.each(cases)('%s', async (_, request, status) => {
    const { base, logged } = await start();
    const answer = await raw(base, request);
    expect(statusOf(answer)).toBe(status);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/i);
    expect(answer).toMatch(/\r\nContent-Type: [a-z]+\/[\w.+-]+/i);
    expect(answer).not.toMatch(/\s+at .+:\d+:\d+/);
    expect(logged).toEqual([]);
    await expectServed(base);
  });

  it('cuts off a client sending its headers a byte a second, serving others meanwhile', async () => {
    const { base } = await start({ headersTimeout: 1000, requestTimeout: 2000 });
    const { port } = new URL(base);
    const slow = connect(Number(port), '127.0.0.1');
    const bytes = Buffer.from(requestLine('/'));
    let sent = 0;
    const drip = setInterval(() => slow.write(bytes.subarray(sent, ++sent)), 100);
    let answer = '';
    slow.on('data', (chunk) => (answer += chunk.toString('latin1')));
    const closed = new Promise((done) => slow.on('close', done));
    await expectServed(base);
    await closed;
    clearInterval(drip);
    expect(sent).toBeLessThan(bytes.length);
    expect(statusOf(answer)).toBe(408);
    await expectServed(base);
  });
});

describe('one address per page, and only the site is served', () => {
  it.each([
    ['/index.html', '/'],
    ['/whitepaper.html', '/whitepaper'],
    ['/whitepaper/', '/whitepaper'],
    ['/es', '/es/'],
    ['/es/index.html?mask=moon', '/es/?mask=moon'],
  ])('%s answers 301 to %s', async (path, location) => {
    const { base } = await start();
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it.each(['/_headers', '/_nginx.conf', '/.headers.json', '/404.html', '/index', '/index.html.br'])(
    '%s is not found',
    async (path) => {
      const { base } = await start();
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    },
  );

  it('types every file, the icon included', async () => {
    const { base } = await start();
    expect((await fetch(`${base}/favicon.ico`)).headers.get('content-type')).toBe(
      'image/vnd.microsoft.icon',
    );
    expect((await fetch(`${base}/_headers`)).headers.get('content-type')).toBe(
      'text/html; charset=utf-8',
    );
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    const plain = await start();
    const overTls = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect((await fetch(`${plain.base}/`, overTls)).headers.get('strict-transport-security')).toBe(
      null,
    );
    const proxied = await start({ trustProxy: true });
    expect((await fetch(`${proxied.base}/`)).headers.get('strict-transport-security')).toBe(null);
    expect(
      (await fetch(`${proxied.base}/`, overTls)).headers.get('strict-transport-security'),
    ).toMatch(/^max-age=\d{8}/);
  });
});
