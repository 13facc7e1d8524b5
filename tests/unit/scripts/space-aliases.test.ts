import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkitten';
// @ts-expect-error subset-font ships no type declarations (npm run render:fonts uses it from JS).
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { isSpace, standInsFor, withSpaceAliases } from '../../../scripts/lib/space-aliases.js';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const THIN = 0x2009;
const NARROW_NO_BREAK = 0x202f;

function open(bytes: Uint8Array): Font {
  const font = create(Buffer.from(bytes));
  if (font.isCollection) throw new Error('a collection');
  return font;
}

describe("a space Intl writes that a face lacks (French's U+202F in Inter)", () => {
  it('is a space, with the thin space first among its stand-ins', () => {
    expect(isSpace('\u202f')).toBe(true);
    expect(isSpace('a')).toBe(false);
    expect(standInsFor(NARROW_NO_BREAK)[0]).toBe(THIN);
  });

  it("is drawn with the face's own thin space: same glyph, narrower than a word space", async () => {
    const source = readFileSync(INTER);
    expect(open(source).hasGlyphForCodePoint(NARROW_NO_BREAK)).toBe(false);
    const ttf = await subsetFont(source, ' \u20090', { targetFormat: 'truetype' });
    const { bytes, added } = withSpaceAliases(ttf, [[NARROW_NO_BREAK, THIN]]);
    expect(added).toEqual([NARROW_NO_BREAK]);
    // Through HarfBuzz again, as npm run render:fonts writes it: the mapping survives.
    const font = open(await subsetFont(bytes, ' \u2009\u202f0', { targetFormat: 'woff2' }));
    const narrow = font.glyphForCodePoint(NARROW_NO_BREAK);
    expect(narrow.id).toBe(font.glyphForCodePoint(THIN).id);
    expect(narrow.advanceWidth).toBeLessThan(font.glyphForCodePoint(0x20).advanceWidth);
    expect(font.glyphForCodePoint(0x30).advanceWidth).toBeGreaterThan(0);
  });

  it('is left out when the face has none of its stand-ins', async () => {
    const ttf = await subsetFont(readFileSync(INTER), '0', { targetFormat: 'truetype' });
    expect(withSpaceAliases(ttf, [[NARROW_NO_BREAK, THIN]]).added).toEqual([]);
  });
});
