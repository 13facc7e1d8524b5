import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getMetricsForFamily, readMetrics } from 'fontaine';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/content/site';
import { siteSchema } from '../../../scripts/lib/site-schema';
import { fontFallbackCss } from '../../../scripts/lib/font-fallbacks-plugin';
import {
  BASE58_ALPHABET,
  coversAny,
  fontFallbacks,
  MONO_FILE,
  MONO_SOURCE,
  MONO_TEXT,
  webFontFaces,
} from '../../../scripts/lib/site-fonts.js';

const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0)!);

function openFont(path: string): Font {
  const font = create(readFileSync(path));
  if (font.isCollection) throw new Error(`${path} is a font collection`);
  return font;
}

/** What fontaine computes a fallback face from. */
const shape = (metrics: {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}) => ({
  ascent: metrics.ascent,
  descent: metrics.descent,
  lineGap: metrics.lineGap,
  unitsPerEm: metrics.unitsPerEm,
  xWidthAvg: metrics.xWidthAvg,
});

describe('the contract address face (assets/fonts, `npm run render:fonts`)', () => {
  const subset = openFont(MONO_FILE);

  it('is the base58 alphabet the site accepts for an address, and an ellipsis', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    const accepted = printable.filter(
      (char) => siteSchema.shape.contractAddress.safeParse(char.repeat(32)).success,
    );
    expect(accepted.join('')).toBe(BASE58_ALPHABET);
    expect(MONO_TEXT).toBe(`${BASE58_ALPHABET}…`);
  });

  it('draws every base58 character, the ellipsis and the shipped address', () => {
    const missing = [...MONO_TEXT, ...site.contractAddress].filter(
      (char) => !subset.hasGlyphForCodePoint(char.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('holds nothing else, and stays a few KB', () => {
    const drawn = subset.characterSet.filter((point) => point < 0xffff);
    expect(drawn.sort((a, b) => a - b)).toEqual(codePoints(MONO_TEXT).sort((a, b) => a - b));
    expect(readFileSync(MONO_FILE).length).toBeLessThan(6 * 1024);
  });

  it('is cut from the Fontsource file without changing its metrics', () => {
    const source = openFont(MONO_SOURCE);
    expect(subset.familyName).toBe(source.familyName);
    for (const key of ['unitsPerEm', 'ascent', 'descent', 'lineGap'] as const)
      expect(subset[key], key).toBe(source[key]);
    for (const char of MONO_TEXT) {
      const point = char.codePointAt(0)!;
      expect(subset.glyphForCodePoint(point).advanceWidth, char).toBe(
        source.glyphForCodePoint(point).advanceWidth,
      );
    }
  });
});

describe('the metric-matched fallback faces (scripts/lib/site-fonts.js)', () => {
  it('writes one face per group, with fontaine’s overrides and the group’s local fonts', async () => {
    const css = await fontFallbackCss();
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(fontFallbacks.flatMap(({ groups }) => groups).length);
    for (const { family, groups } of fontFallbacks) {
      for (const group of groups) {
        const face = faces.find((text) =>
          text.includes(`src: ${group.local.map((name) => `local("${name}")`).join(', ')};`),
        );
        expect(face, `${family} / ${group.metrics}`).toContain(
          `font-family: "${family} fallback";`,
        );
        for (const descriptor of [
          'size-adjust',
          'ascent-override',
          'descent-override',
          'line-gap-override',
        ])
          expect(face).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
      }
    }
  });

  it('groups only local fonts with the same metrics', async () => {
    // Liberation's fonts are not in @capsizecss/metrics; where this machine has them, compare.
    const liberation = (name: string) =>
      `/usr/share/fonts/truetype/liberation/${name.replace(/ /g, '')}-Regular.ttf`;
    for (const { groups } of fontFallbacks) {
      for (const group of groups) {
        const expected = await getMetricsForFamily(group.metrics);
        expect(expected, group.metrics).not.toBeNull();
        for (const name of group.local) {
          const known = await getMetricsForFamily(name);
          const read = known
            ? known
            : existsSync(liberation(name))
              ? await readMetrics(pathToFileURL(liberation(name)))
              : null;
          if (read) expect(shape(read), name).toEqual(shape(expected!));
        }
      }
    }
  });
});

describe('the web fonts as the boot script adds them (webFontFaces, coversAny)', () => {
  const css = `@font-face{font-family:Inter Variable;font-style:normal;font-weight:100 900;font-display:swap;src:url(/assets/inter-1.woff2)format("woff2");unicode-range:U+20-7E,U+A0-FF}@font-face{font-family:"Noto Sans KR";font-weight:700;src:url('/assets/kr-2.woff2') format('woff2');unicode-range:U+11??,U+AC00-D7AF}`;

  it('reads each @font-face rule of the built stylesheet as FontFace arguments', () => {
    expect(webFontFaces(css)).toEqual([
      {
        family: 'Inter Variable',
        src: '/assets/inter-1.woff2',
        descriptors: { weight: '100 900', display: 'swap', unicodeRange: 'U+20-7E,U+A0-FF' },
      },
      {
        family: 'Noto Sans KR',
        src: '/assets/kr-2.woff2',
        descriptors: { weight: '700', unicodeRange: 'U+11??,U+AC00-D7AF' },
      },
    ]);
    expect(() => webFontFaces('@font-face{font-family:X}')).toThrow(/without a family or a file/);
  });

  it('tells whether a unicode-range draws any character of a text', () => {
    expect(coversAny('U+20-7E,U+A0-FF', 'Emberwild')).toBe(true);
    expect(coversAny('U+11??,U+AC00-D7AF', 'Emberwild — Rise')).toBe(false);
    expect(coversAny('U+11??,U+AC00-D7AF', '엠버와일드')).toBe(true);
    expect(coversAny('U+11??', '\u11ff')).toBe(true);
    expect(coversAny('U+AD6D', '\uad6c\uad6e')).toBe(false);
  });
});
