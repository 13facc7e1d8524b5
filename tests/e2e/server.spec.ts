import { readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_FILE, siteAddresses } from '../../scripts/lib/site-rules.js';
import { paths, routeList } from '../../src/content/paths';
import { englishPage } from '../shared/english-page';

test('clean URLs answer 200 with HTML that is revalidated', async ({ request }) => {
  for (const path of routeList) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toMatch(/max-age=0|no-cache/);
  }
});

test('an unknown path answers the not-found page with status 404', async ({ request }) => {
  for (const path of ['/nope', `${paths.whitepaper}/extra`, '/assets/missing.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(englishPage.notFound.title);
  }
});

test('responses are compressed', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/', { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
  }
});

test('hashed assets are cached for a year, immutable', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** A response as it went over the wire: Playwright's and fetch's clients decompress bodies. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
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

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const suffixOf = { br: '.br', gzip: '.gz' };
const serverFile = () => JSON.parse(readFileSync(join(distDir, SERVER_FILE), 'utf8'));

test('the not-found page goes out compressed as the client accepts, like every other page', async ({
  baseURL,
}) => {
  for (const [path, file] of [
    ['/nope', '404.html'],
    ['/es/nope', 'es/404.html'],
  ] as const) {
    for (const [acceptEncoding, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await rawGet(`${baseURL}${path}`, acceptEncoding);
      const label = `${path} (Accept-Encoding: ${acceptEncoding})`;
      expect(response.status, label).toBe(404);
      expect(response.headers['content-encoding'], label).toBe(sent);
      expect(response.headers['vary'], label).toBe('Accept-Encoding');
      const twin = join(distDir, sent ? `${file}${suffixOf[sent]}` : file);
      expect(response.body.equals(readFileSync(twin)), label).toBe(true);
    }
  }
});

test('every precompressed file is sent compressed, in the encoding the client prefers', async ({
  baseURL,
}) => {
  // A page is asked for at its address (/es/whitepaper), any other file at its name; the
  // not-found pages have their own test above.
  const addressOf = new Map(
    Object.entries(siteAddresses(serverFile()).pages).map(([address, file]) => [file, address]),
  );
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.br') && !name.startsWith('.'))
    .map((name) => name.slice(0, -'.br'.length).split(sep).join('/'))
    .filter((name) => !name.endsWith('404.html'));
  expect(files).toContain('whitepaper.html');
  for (const file of files) {
    const url = `${baseURL}${addressOf.get(file) ?? `/${file}`}`;
    for (const [acceptEncoding, sent] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0', undefined],
    ] as const) {
      const response = await rawGet(url, acceptEncoding);
      const label = `${file} (Accept-Encoding: ${acceptEncoding})`;
      expect(response.status, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(sent);
      const twin = join(distDir, sent ? `${file}${suffixOf[sent]}` : file);
      expect(response.body.equals(readFileSync(twin)), label).toBe(true);
    }
  }
});

/** The raw answer to a request written byte for byte: no client in between to tidy it. */
function rawRequest(baseURL: string, request: string) {
  const { port } = new URL(baseURL);
  return new Promise<string>((resolve, reject) => {
    // Written, not ended: Node drops the answer to a client that half-closes first.
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('bad input gets its status with the site headers and no stack trace; the next request is served', async ({
  baseURL,
  request,
}) => {
  const get = (target: string, headers = '') =>
    `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`;
  for (const [label, raw, status] of [
    ['malformed percent-encoding', get('/%E0%A4%A'), 400],
    ['traversal', get('/..%2f..%2fetc/passwd'), 400],
    ['dot segments', get('/%2e%2e/'), 400],
    ['a NUL byte', get('/%00'), 400],
    ['an 8 KB URL', get(`/${'a'.repeat(8 * 1024)}`), 414],
    ['a 64 KB URL', get(`/${'a'.repeat(64 * 1024)}`), 414],
    ['POST', `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, 405],
    ['TRACE', `TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 405],
    ['a range past the end', get('/favicon.ico', 'Range: bytes=999999-\r\n'), 416],
    ['garbage Accept-Encoding', get('/', 'Accept-Encoding: ;;q=x,,br;q=z\r\n'), 200],
  ] as const) {
    const answer = await rawRequest(baseURL!, raw);
    expect(answer.slice(0, 12), label).toBe(`HTTP/1.1 ${status}`);
    expect(answer, label).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(answer, label).toMatch(/\r\ncontent-type: [a-z]+\/[\w.+-]+/i);
    expect(answer, label).not.toMatch(/\s+at .+:\d+:\d+/);
    expect((await request.get('/')).status(), `after ${label}`).toBe(200);
  }
});
