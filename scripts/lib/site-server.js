// The production server behind `npm start`, answering as nginx with the generated include does.
// Each request resolves `root` (the `dist` link) to the build it points to now, finds its address
// on disk (site-rules.js) and hands the file to @fastify/static (its .br / .gz twin, its stream):
// nothing is listed in advance, so every request is answered from the disk as it is then.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheControlFor, securityHeaders } from './headers.js';
import { ALLOWED_METHODS, MAX_URL_LENGTH, requestTarget } from './request-target.js';
import { notFoundPage, resolveAddress, SERVER_FILE } from './site-rules.js';

const MOVED = Buffer.from('<!doctype html><title>301 Moved Permanently</title>\n');

/** A file gone, unreadable or a folder when it is opened is not found, as nginx answers. */
const UNREADABLE = ['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM', 'ENAMETOOLONG'];

/**
 * @param {object} options
 * @param {string} options.root the build, usually the `dist` link
 * @param {boolean} [options.trustProxy] believe X-Forwarded-Proto: send HSTS over https
 * @param {number} [options.headersTimeout] a client has this long to send its headers
 * @param {number} [options.requestTimeout] and this long for its whole request
 * @param {(line: string) => void} [options.log] one line per failure
 * @returns {Promise<import('node:http').Server>} not yet listening
 */
export async function createSiteServer({
  root,
  trustProxy = false,
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  log = (line) => console.error(line),
}) {
  /** @type {{ stamp: string, dir: string, prefixes: string[], headers: object, secureHeaders: object } | null} */
  let build = null;
  let lastFailure = '';

  /** The build `root` points to now, read once per build folder; null while there is none. */
  function currentBuild() {
    // One stat a request: the folder behind the link is a new inode when a build is swapped in.
    const stats = statSync(root, { throwIfNoEntry: false });
    if (!stats) return null;
    const stamp = `${stats.dev}:${stats.ino}`;
    if (stamp === build?.stamp) return build;
    try {
      const dir = realpathSync(root);
      const { scriptHashes, prefixes } = JSON.parse(readFileSync(join(dir, SERVER_FILE), 'utf8'));
      build = {
        stamp,
        dir,
        prefixes,
        headers: securityHeaders({ scriptHashes }),
        secureHeaders: securityHeaders({ scriptHashes, hsts: true }),
      };
    } catch (error) {
      // Not a whole build (or gone again): keep serving the previous one, logged once.
      const failure = `the build at ${root} could not be loaded: ${oneLine(error)}`;
      if (failure !== lastFailure) log(`${new Date().toISOString()} ${failure}`);
      lastFailure = failure;
    }
    return build;
  }

  const checkEvery = Math.min(headersTimeout, 1000);
  const options = { headersTimeout, requestTimeout, connectionsCheckingInterval: checkEvery };
  const app = Fastify({
    serverFactory: (handler) => createServer(options, handler),
    clientErrorHandler,
    // A URL find-my-way cannot decode is answered as requestTarget answers it: 400.
    frameworkErrors: (_, request, reply) => void plain(withSiteHeaders(request, reply), 400),
  });
  app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  /** The site's headers on every answer, those of the build being served. */
  function withSiteHeaders(request, reply) {
    const headers = build ?? { headers: securityHeaders(), secureHeaders: securityHeaders() };
    const secure = trustProxy && request.headers['x-forwarded-proto'] === 'https';
    return reply.headers(secure ? headers.secureHeaders : headers.headers);
  }

  app.addHook('onRequest', (request, reply, done) => {
    const current = currentBuild();
    withSiteHeaders(request, reply);
    // While `root` is missing (a deploy renaming folders by hand), nothing can be answered.
    if (!current) return plain(reply, 503, { 'Retry-After': '1' });
    if (!ALLOWED_METHODS.includes(request.method))
      return plain(reply, 405, { Allow: ALLOWED_METHODS.join(', ') });
    done();
  });

  app.route({
    method: ALLOWED_METHODS,
    url: '*',
    handler(request, reply) {
      // Sync, and returning nothing: a returned reply is a thenable fastify would wait on.
      const target = requestTarget(request.raw.url ?? '/');
      if ('status' in target) return void plain(reply, target.status);
      const { dir } = build;
      const isFile = (file) => {
        try {
          return statSync(join(dir, file)).isFile();
        } catch {
          return false; // missing, a name too long, unreadable: no such page
        }
      };
      const answer = resolveAddress(target.pathname, isFile);
      if (!answer) return notFound(request, reply);
      if ('redirect' in answer)
        // As nginx's `return 301` answers: its own short page, typed without a charset.
        return void reply
          .code(301)
          .headers({ Location: `${encodeURI(answer.redirect)}${target.search}` })
          .type('text/html')
          .send(MOVED);
      reply.headers({ 'Cache-Control': cacheControlFor(answer.file), Vary: 'Accept-Encoding' });
      reply.sendFile(answer.file, dir);
    },
  });

  /** The language's not-found page with status 404, compressed as the client accepts. */
  function notFound(request, reply) {
    const { pathname = '/' } = requestTarget(request.raw.url ?? '/');
    const page = notFoundPage(pathname, build.prefixes);
    reply.code(404).headers({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    // A not-found page has no validators or ranges: it answers whatever was asked for.
    reply.sendFile(page, build.dir, { etag: false, lastModified: false, acceptRanges: false });
  }
  app.setNotFoundHandler(notFound);

  app.setErrorHandler((error, request, reply) => {
    withSiteHeaders(request, reply);
    // A file that vanished between its stat and its open: not found, as at the next request.
    if (UNREADABLE.includes(error.code)) return notFound(request, reply);
    const status = error.statusCode ?? error.status ?? 500;
    // Refusals @fastify/static reports as errors (416 a range past the end, 412, …) are answers.
    if (status < 500) return void plain(reply, status, error.headers);
    const url = (request.raw.url ?? '').slice(0, 200);
    log(`${new Date().toISOString()} ${request.method} ${url} 503: ${oneLine(error)}`);
    plain(reply, 503, { 'Retry-After': '1' });
  });

  // Requests Node's parser refuses (a NUL byte, a URL too long, a slow client) get their status
  // with the site's headers, not Node's bare one.
  function clientErrorHandler(error, socket) {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const overflow = requestLineTooLong(error.rawPacket) ? 414 : 431;
    const status =
      { HPE_HEADER_OVERFLOW: overflow, ERR_HTTP_REQUEST_TIMEOUT: 408 }[error.code] ?? 400;
    const body = statusLine(status);
    const headers = { ...PLAIN, 'Content-Length': body.length, Connection: 'close' };
    const head = Object.entries({ ...(build?.headers ?? securityHeaders()), ...headers });
    const lines = head.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${body.trim()}\r\n${lines}\r\n${body}`);
  }

  currentBuild();
  await app.ready();
  return app.server;
}

/** A short text answer for a request that gets no file: its status line, nothing else. */
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
const statusLine = (status) => `${status} ${STATUS_CODES[status]}\n`;
const plain = (reply, status, headers = {}) =>
  reply.code(status).headers(headers).headers(PLAIN).send(statusLine(status));

/** Whether a request overflowed Node's header limit in its first line (the URL), not after. */
function requestLineTooLong(packet) {
  if (!Buffer.isBuffer(packet)) return false;
  const lineEnd = packet.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
}

/** An error as one line of the log: its code, then its message (which may repeat the code). */
function oneLine(error) {
  const message = String(error?.message ?? error);
  const code = error?.code && !message.startsWith(error.code) ? `${error.code} ` : '';
  return `${code}${message}`.replace(/\s+/g, ' ').slice(0, 500);
}
