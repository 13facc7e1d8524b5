// Which of a file's precompressed twins a client gets, read from its Accept-Encoding header.

/** The twins the build writes next to a file (scripts/prerender.js), best first. */
export const precompressed = ['br', 'gzip'];

/** The suffix of each twin's file name. */
export const suffixOf = { br: '.br', gzip: '.gz' };

/**
 * The encoding of `offered` the client accepts with the highest q-value (ties go to the earlier
 * one), or null when it accepts none of them and gets the file as it is. `*` stands for every
 * coding the header does not name; a q-value of 0 refuses one.
 * @param {string} [acceptEncoding]
 * @param {readonly string[]} [offered]
 * @returns {string | null}
 */
export function preferredEncoding(acceptEncoding = '', offered = precompressed) {
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q ? Number(q.slice(2)) : 1;
    const name = coding.toLowerCase() === 'x-gzip' ? 'gzip' : coding.toLowerCase();
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
