// What a request asks for, or why it cannot be answered with a file: the checks nginx makes
// before it looks at the disk, made the same way here so both servers answer bad input alike.
import { posix } from 'node:path';

/** nginx's default buffer for the request line (large_client_header_buffers 4 8k). */
export const MAX_URL_LENGTH = 8 * 1024;

/** A static site answers these; anything else is 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * The decoded path and the query of a request's URL, or nginx's status that refuses it: 414 for a
 * URL over its limit, 400 for bad percent-encoding, a NUL byte, or a `..` above the site's root.
 * @param {string} url the request target as received, e.g. '/es/whitepaper?x=1'
 * @returns {{ status: number } | { pathname: string, search: string }}
 */
export function requestTarget(url) {
  if (url.length >= MAX_URL_LENGTH) return { status: 414 };
  const queryAt = url.indexOf('?');
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  if (!raw.startsWith('/')) return { status: 400 };
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  // `.` and `..` resolved and repeated slashes joined, as nginx does; a `..` left is above the root.
  const path = posix.normalize(`.${decoded}`);
  if (path === '..' || path.startsWith('../')) return { status: 400 };
  return { pathname: `/${path.replace(/^\.\/?$/, '')}`, search };
}
