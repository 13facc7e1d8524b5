import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../scripts/lib/content-encoding.js';

const accepting = (header?: string) => ({
  headers: header === undefined ? {} : { 'accept-encoding': header },
});

describe('the precompressed twin a client gets (preferredEncoding)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.000, *', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding: %s → %s', (header, expected) => {
    expect(preferredEncoding(accepting(header))).toBe(expected);
  });

  it('chooses among the twins a file has', () => {
    expect(preferredEncoding(accepting('br, gzip'), ['gzip'])).toBe('gzip');
    expect(preferredEncoding(accepting('br'), ['gzip'])).toBe(null);
  });
});
