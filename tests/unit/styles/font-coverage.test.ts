// Every language's text against the fonts the site serves (src/styles/fonts.css and the files in
// assets/fonts/ it links, written by `npm run render:fonts`): a character that the face drawing it
// has no glyph for fails here, naming the language, the face and the characters. The fix is to run
// `npm run render:fonts` (and, if it reports that the Fontsource face itself lacks the glyph, to
// change the text or the face).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import {
  contentText,
  FONTS_CSS,
  FONTS_DIR,
  fontFaceRules,
  drawsPoint,
  isDrawn,
  isScriptPoint,
  latinFaces,
  localeText,
  parseUnicodeRange,
  scriptFaces,
  scriptFacesOf,
  urlOf,
} from '../../../scripts/lib/site-fonts.js';
import { intlOf, LOCALES_DIR } from '../../../scripts/lib/locale-folders.js';
import { intlText } from '../../../src/i18n/intl-format';

/** The files every language will have; until a translation lands, its check is skipped, by name. */
const EXPECTED = ['messages.json', 'whitepaper.mdx'];

interface Face {
  family: string;
  weight: string;
  file: string;
  ranges: [number, number][];
  font: Font;
}

/** The @font-face rules of fonts.css, each with its file opened. */
const faces: Face[] = fontFaceRules(readFileSync(FONTS_CSS, 'utf8')).map(
  (declarations: Map<string, string>) => {
    const family = declarations.get('font-family')?.replace(/^(["'])(.*)\1$/, '$2') ?? '';
    const range = declarations.get('unicode-range');
    const ranges: [number, number][] = range ? parseUnicodeRange(range) : [[0, 0x10ffff]];
    const file = join(dirname(FONTS_CSS), urlOf(declarations.get('src')) ?? '');
    const font = create(readFileSync(file));
    if (font.isCollection) throw new Error(`${file} is a font collection`);
    return { family, weight: declarations.get('font-weight') ?? '400', file, ranges, font };
  },
);

const inRange = (face: Face, point: number) =>
  face.ranges.some(([first, last]) => point >= first && point <= last);

/**
 * The characters of `chars` that `family` does not draw, in any of its weights: for each weight,
 * the browser takes the face whose unicode-range holds the character, and it must have the glyph.
 */
function undrawn(family: string, chars: string[]): string[] {
  const ofFamily = faces.filter((face) => face.family === family);
  const weights = [...new Set(ofFamily.map((face) => face.weight))];
  return chars
    .filter((char) => {
      const point = char.codePointAt(0)!;
      return weights.some(
        (weight) =>
          !ofFamily.some(
            (face) =>
              face.weight === weight &&
              inRange(face, point) &&
              face.font.hasGlyphForCodePoint(point),
          ),
      );
    })
    .map((char) => `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

/** The distinct characters a text draws. */
const charsOf = (text: string) => [...new Set([...text].filter(isDrawn))];

const [inter, cinzel] = latinFaces.map(({ family }) => family) as [string, string];

const inScript = (char: string) => isScriptPoint(char.codePointAt(0)!);

/**
 * The checks every text gets: Inter and Cinzel for what is in no script face's script; for the
 * rest, the script faces of the text's language (`code`; none for src/content), each for its own
 * script. A character of a script no face of the language draws is reported under "no face".
 */
function coverage(language: string, text: () => string, code?: string) {
  const chars = () => charsOf(text());
  const latin = () => chars().filter((char) => !inScript(char));

  it(`${language}: ${inter} (body) draws every character outside the script faces' scripts`, () => {
    expect({ language, face: inter, missing: undrawn(inter, latin()) }).toEqual({
      language,
      face: inter,
      missing: [],
    });
  });

  it(`${language}: ${cinzel} (display) draws every letter and digit outside those scripts`, () => {
    const lettersAndDigits = latin().filter((char) => /[\p{L}\p{N}]/u.test(char));
    expect({ language, face: cinzel, missing: undrawn(cinzel, lettersAndDigits) }).toEqual({
      language,
      face: cinzel,
      missing: [],
    });
  });

  it(`${language}: its script faces draw every character of their scripts, in each weight`, () => {
    const own = code ? scriptFacesOf(code) : [];
    const inScripts = chars().filter(inScript);
    const missing = [
      ...own.map((face) => ({
        face: face.family,
        missing: undrawn(
          face.family,
          inScripts.filter((char) => drawsPoint(face, char.codePointAt(0)!)),
        ),
      })),
      {
        face: 'no face',
        missing: inScripts.filter(
          (char) => !own.some((face) => drawsPoint(face, char.codePointAt(0)!)),
        ),
      },
    ].filter((entry) => entry.missing.length > 0);
    expect({ language, missing }).toEqual({ language, missing: [] });
  });
}

describe('the font files (src/styles/fonts.css, `npm run render:fonts`)', () => {
  it('are all in assets/fonts, served by the site itself', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const { file } of faces) {
      expect(file.startsWith(`${FONTS_DIR}/`), file).toBe(true);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('include Inter, Cinzel, and each script face in every weight the site asks for', () => {
    const families = new Set(faces.map(({ family }) => family));
    for (const { family } of latinFaces) expect(families, family).toContain(family);
    for (const script of scriptFaces) {
      const ofFace = faces.filter(({ family }) => family === script.family);
      expect(
        [...new Set(ofFace.map(({ weight }) => Number(weight)))].sort((a, b) => a - b),
        script.family,
      ).toEqual(script.weights);
    }
  });

  it.each(scriptFaces.map((face) => [face.family, face] as const))(
    'give %s a unicode-range within its script (other pages never fetch it)',
    (_, script) => {
      for (const face of faces.filter(({ family }) => family === script.family))
        for (const [first, last] of face.ranges)
          expect(
            drawsPoint(script, first) && drawsPoint(script, last),
            `${face.file}: U+${first.toString(16)}`,
          ).toBe(true);
    },
  );

  it('give the Latin faces a unicode-range of characters they draw (no fetch for nothing)', () => {
    for (const face of faces.filter(({ family }) => family === inter || family === cinzel)) {
      const empty: string[] = [];
      for (const [first, last] of face.ranges)
        for (let point = first; point <= last; point += 1)
          if (!face.font.hasGlyphForCodePoint(point)) empty.push(point.toString(16));
      expect({ file: face.file, empty }).toEqual({ file: face.file, empty: [] });
    }
  });
});

const content = await contentText();

// Every folder of src/locales is checked, and must hold all of a language's files.
const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('every language’s characters have a glyph in the face that draws them', () => {
  it('checks English, at least', () => {
    expect(folders).toContain('en');
  });

  describe.each(folders)('%s', (code) => {
    it(`has every file a language needs in ${LOCALES_DIR}/${code}`, () => {
      const present = readdirSync(join(LOCALES_DIR, code));
      expect(EXPECTED.filter((name) => !present.includes(name))).toEqual([]);
    });

    coverage(code, () => localeText(code, intlText).all, code);

    // What the page's Intl writes for its figures, on its own: numbers, money, percentages and
    // months, with their separators, spaces and signs.
    describe(`${code}: its figures, as Intl writes them in ${intlOf(code) ?? '(no intl)'}`, () => {
      coverage(`${code} (Intl)`, () => intlText(intlOf(code) ?? 'en'), code);
    });
  });

  describe('src/content (every language)', () => {
    coverage('src/content', () => content);
  });
});
