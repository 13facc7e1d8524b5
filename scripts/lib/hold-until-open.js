// sirv writes a file's status line and headers, then opens the file and pipes it. A file that was
// removed, replaced or made unreadable since sirv listed it then fails after a 200 was promised:
// the stream's unhandled 'error' took the whole process down. This holds sirv's status line
// until the file is open and is still the file sirv listed (a regular file of the listed size),
// and otherwise lets the caller answer instead, while nothing has been sent yet.
import { fstatSync } from 'node:fs';

const UNREADABLE = ['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM'];

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(reason: 'missing' | 'changed', error?: Error) => void} fail called at most once,
 *   'missing' for a file gone, unreadable or no longer a file, 'changed' for one of another size,
 *   with sirv's headers withdrawn: the caller answers (404, 503) on `res` itself.
 */
export function holdUntilOpen(res, fail) {
  const { writeHead, write, end } = res;
  /** @type {any[] | undefined} */
  let held;
  const release = () => {
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    if (held) writeHead.apply(res, held);
    held = undefined;
  };
  const withdraw = (reason, error) => {
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    held = undefined;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    fail(reason, error);
  };
  res.writeHead = (...args) => {
    held = args;
    return res;
  };
  // A response sirv ends without a file (304, 416) goes out as it was written.
  res.write = (...args) => (release(), write.apply(res, args));
  res.end = (...args) => (release(), end.apply(res, args));
  res.once('pipe', (file) => {
    const listedSize = sizeListedIn(held);
    file.once('error', (error) => {
      file.unpipe(res);
      // Once the file has begun to go out, only the connection can say it failed.
      if (!held) res.destroy();
      // Gone or unreadable is not found (as nginx answers); anything else (out of file handles)
      // is the server's own trouble, for a moment.
      else withdraw(UNREADABLE.includes(error.code) ? 'missing' : 'changed', error);
    });
    file.once('open', (fd) => {
      let stats;
      try {
        stats = fstatSync(fd);
      } catch {
        // Left undefined: answered as a changed file below.
      }
      if (stats?.isFile() && stats.size === listedSize) return release();
      file.unpipe(res);
      file.destroy();
      withdraw(stats && !stats.isFile() ? 'missing' : 'changed');
    });
  });
}

/** The file size sirv listed, from its held writeHead(status, headers) call. */
function sizeListedIn(held) {
  const headers = held?.[1] ?? {};
  const range = /\/(\d+)$/.exec(headers['Content-Range'] ?? '');
  return Number(range ? range[1] : headers['Content-Length']);
}
