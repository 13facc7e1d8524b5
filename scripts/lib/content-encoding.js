// Which of a file's precompressed twins a client gets, read from its Accept-Encoding header.
import Negotiator from 'negotiator';

/** The twins the build writes next to a file (scripts/prerender.js), best first. */
export const precompressed = ['br', 'gzip'];

/** The suffix of each twin's file name. */
export const suffixOf = { br: '.br', gzip: '.gz' };

/**
 * The twin of `offered` the request accepts with the highest q-value, ties going to the earlier
 * (negotiator, as Express negotiates), or null: the file as it is.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 * @param {readonly string[]} [offered]
 * @returns {string | null}
 */
export function preferredEncoding(request, offered = precompressed) {
  const codings = [...offered, 'identity'];
  const coding = new Negotiator(request).encoding(codings, { preferred: codings });
  return coding && coding !== 'identity' ? coding : null;
}
