// The production server behind `npm start`: the build in `root`, answered as nginx with the
// generated include answers it (site-rules.js, headers.js). No request can take it down: bad
// input gets its status, a file that went missing its 404, a failure its one log line, and a
// new build swapped in at `root` is served from the next request on.
import { statSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { preferredEncoding } from './content-encoding.js';
import { cacheControlFor } from './headers.js';
import { holdUntilOpen } from './hold-until-open.js';
import { buildStamp, loadSite } from './load-site.js';
import { ALLOWED_METHODS, requestTarget } from './request-target.js';
import { contentTypeFor, isHiddenPath } from './site-rules.js';

/** The names a file of the site can have; anything else is not one of its files. */
const FILE_NAME = /^[\w\-./~@]+$/;

const MOVED = Buffer.from('<!doctype html><title>301 Moved Permanently</title>\n');

/** A build that failed to load is tried again after this long, not on every request. */
const RETRY_MS = 1000;

/**
 * @param {object} options
 * @param {string} options.root the build, usually the `dist` link
 * @param {boolean} [options.trustProxy] believe X-Forwarded-Proto: send HSTS over https
 * @param {number} [options.headersTimeout] a client has this long to send its headers
 * @param {number} [options.requestTimeout] and this long for its whole request
 * @param {(line: string) => void} [options.log] one line per failure
 */
export function createSiteServer({
  root,
  trustProxy = false,
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  log = (line) => console.error(line),
}) {
  let site = loadSite(root);
  let stale = false;
  let retryAt = 0;
  let lastFailure = '';

  /** The build at `root` now: the one loaded, or the one swapped in since. null mid-swap. */
  function currentSite() {
    const stamp = buildStamp(root);
    if (stamp === null) return null;
    if ((stamp !== site.stamp || stale) && Date.now() >= retryAt) {
      try {
        site = loadSite(root);
        stale = false;
        lastFailure = '';
      } catch (error) {
        retryAt = Date.now() + RETRY_MS;
        // Logged once, not at every retry: the same failure again is the same news.
        const failure = `the build at ${root} could not be loaded, still serving the previous one: ${oneLine(error)}`;
        if (failure !== lastFailure) log(`${new Date().toISOString()} ${failure}`);
        lastFailure = failure;
      }
    }
    return site;
  }

  function handle(req, res) {
    const current = currentSite();
    const headers =
      trustProxy && req.headers['x-forwarded-proto'] === 'https'
        ? (current ?? site).secureHeaders
        : (current ?? site).headers;
    for (const [name, value] of headers) res.setHeader(name, value);
    // While `root` is missing (a deploy renaming folders by hand), nothing can be answered.
    if (!current) return plain(res, 503, { 'Retry-After': '1' });
    if (!ALLOWED_METHODS.includes(req.method ?? ''))
      return plain(res, 405, { Allow: ALLOWED_METHODS.join(', ') });
    const target = requestTarget(req.url ?? '/');
    if ('status' in target) return plain(res, target.status);
    const { pathname, search } = target;
    const canonical = current.redirects[pathname];
    if (canonical) {
      // As nginx's `return 301` answers: its own short page, typed without a charset.
      res.writeHead(301, {
        Location: `${canonical}${search}`,
        'Content-Type': 'text/html',
        'Content-Length': MOVED.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : MOVED);
    }
    const page = current.pages[pathname];
    if (page) return sendPage(req, res, current, page, pathname);
    const file =
      isHiddenPath(pathname) || !FILE_NAME.test(pathname) ? undefined : pathname.slice(1);
    if (!file) return notFound(req, res, current, pathname);

    // sirv reads the header as text, so 'gzip;q=0' would get gzip, and takes brotli over gzip
    // whatever their q-values: it sees only the one encoding negotiated here.
    const encoding = preferredEncoding(req);
    req.headers['accept-encoding'] = encoding ?? 'identity';
    // sirv understands one plain range (bytes=a-b); any other form is ignored, as RFC 9110 allows.
    const range = req.headers.range;
    if (range !== undefined) {
      const [, start, end] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
      if (!start || (end && Number(end) < Number(start)) || req.headers['if-range'])
        delete req.headers.range;
    }
    req.url = `/${file}`;
    holdUntilOpen(res, (reason, error) => {
      // The file is not the one listed: list the build again for the next request.
      stale = true;
      failed(req, reason === 'missing' ? 404 : 503, error ?? new Error(`${file} changed on disk`));
      for (const [name, value] of headers) res.setHeader(name, value);
      if (reason === 'missing') notFound(req, res, current, pathname);
      else plain(res, 503, { 'Retry-After': '1' });
    });
    current.files(req, res, () => notFound(req, res, current, pathname));
  }

  /**
   * A page, from memory, while its file is still the one read (a stat, not an open and a read):
   * a page removed since answers 404, one changed 503, and the build is listed again.
   */
  function sendPage(req, res, current, file, pathname) {
    const versions = current.pageFiles.get(file);
    if (!versions) return notFound(req, res, current, pathname);
    const encoding = preferredEncoding(req, twinsOf(versions));
    const version = versions[encoding ?? 'identity'];
    // The page itself, as nginx's try_files looks for it, and the twin that is sent.
    for (const read of new Set([versions.identity, version])) {
      const now = statSync(read.path, { throwIfNoEntry: false });
      if (now?.isFile() && now.size === read.size && now.mtimeMs === read.mtimeMs) continue;
      stale = true;
      failed(req, now ? 503 : 404, new Error(`${read.path} ${now ? 'changed' : 'is missing'}`));
      return now ? plain(res, 503, { 'Retry-After': '1' }) : notFound(req, res, current, pathname);
    }
    res.setHeader('Content-Type', contentTypeFor(file));
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', version.etag);
    res.setHeader('Last-Modified', version.lastModified);
    if (req.headers['if-none-match'] === version.etag) {
      res.writeHead(304);
      return res.end();
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', version.body.length);
    // A page goes out whole: a range of it is never needed, and RFC 9110 lets a server ignore one.
    res.end(req.method === 'HEAD' ? undefined : version.body);
  }

  function failed(req, status, error) {
    const url = (req.url ?? '').slice(0, 200);
    log(`${new Date().toISOString()} ${req.method} ${url} ${status}: ${oneLine(error)}`);
  }

  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(headersTimeout, 1000) },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        failed(req, 500, error);
        if (res.headersSent) res.destroy();
        else {
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          for (const [name, value] of site.headers) res.setHeader(name, value);
          plain(res, 500);
        }
      }
    },
  );

  // Requests Node's parser refuses (a NUL byte, a URL or headers too long, a client too slow)
  // get their status with the site's headers, not Node's bare one.
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? requestLineTooLong(error.rawPacket)
          ? 414
          : 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...site.headers.map(([name, value]) => `${name}: ${value}`),
      'Content-Type: text/plain; charset=utf-8',
      'Cache-Control: no-store',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
  return server;
}

/** The not-found page with status 404, compressed as the client accepts, like every page. */
function notFound(req, res, site, pathname) {
  const page = site.notFoundFor(pathname);
  const encoding = preferredEncoding(req, twinsOf(page));
  const sent = encoding ?? 'identity';
  const { body } = page[sent];
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (sent !== 'identity') res.setHeader('Content-Encoding', sent);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The precompressed twins a page read into memory has. */
const twinsOf = (versions) => Object.keys(versions).filter((encoding) => encoding !== 'identity');

/** A short text answer for a request that gets no page: its status line, nothing else. */
function plain(res, status, headers = {}) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** Whether a request overflowed Node's header limit in its first line (the URL), not after. */
function requestLineTooLong(packet) {
  if (!Buffer.isBuffer(packet)) return false;
  const lineEnd = packet.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > 8 * 1024;
}

/** An error as one line of the log: its code, then its message (which may repeat the code). */
function oneLine(error) {
  const message = String(error?.message ?? error);
  const code = error?.code && !message.startsWith(error.code) ? `${error.code} ` : '';
  return `${code}${message}`.replace(/\s+/g, ' ');
}
