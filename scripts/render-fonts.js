// `npm run render:fonts`: cuts the web fonts (scripts/lib/site-fonts.js) down to the characters the
// site draws, with HarfBuzz's subsetter (subset-font), into assets/fonts/, and writes their
// @font-face rules to src/styles/fonts.css; commit both. Run it after changing any text or
// upgrading a font package: tests/unit/styles/font-coverage.test.ts names any character the
// committed files do not draw.
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { create } from 'fontkitten';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import { runnerImport } from 'vite';
import {
  contentText,
  fontFaceRules,
  FONTS_CSS,
  FONTS_DIR,
  FONTS_URL,
  drawsPoint,
  inRanges,
  isDrawn,
  isScriptPoint,
  latinFaces,
  localeText,
  publishedLine,
  publishedLocales,
  MONO_FILE,
  MONO_SOURCE,
  MONO_TEXT,
  parseUnicodeRange,
  scriptFaces,
  scriptRange,
  unicodeRange,
  urlOf,
} from './lib/site-fonts.js';
import { localeCodes } from './lib/locale-folders.js';

// The copyright notice and the license (OFL 1.1) stay in every file, as the license asks.
const woff2 = (source, chars, options = {}) =>
  subsetFont(source, [...chars].join(''), {
    targetFormat: 'woff2',
    preserveNameIds: [0, 13, 14],
    ...options,
  });

// The text

const codes = localeCodes();
// What Intl writes for each language's figures (src/i18n/intl-format.ts, a module Vite loads).
const { intlText } = (await runnerImport('/src/i18n/intl-format.ts')).module;
const texts = codes.map((code) => localeText(code, intlText));

const byPoint = (a, b) => a.codePointAt(0) - b.codePointAt(0);
/** The distinct drawn characters of some text, in code point order. */
const charsOf = (...texts) => [...new Set([...texts.join('')].filter(isDrawn))].sort(byPoint);
const inScript = (char) => isScriptPoint(char.codePointAt(0));

const used = charsOf(await contentText(), ...texts.map(({ all }) => all));
const usedLatin = used.filter((char) => !inScript(char));
const usedInScripts = used.filter(inScript);

// Fontsource's slices of the Latin faces

/** The @font-face rules of a Fontsource stylesheet: each slice's file and unicode-range. */
function slicesOf(cssFile) {
  const rules = fontFaceRules(readFileSync(cssFile, 'utf8')).map((rule) => {
    const path = join(dirname(cssFile), urlOf(rule.get('src')) ?? '');
    if (!path.endsWith('.woff2') || !rule.has('unicode-range'))
      throw new Error(`${cssFile}: a rule without a woff2 file or a range`);
    const ranges = parseUnicodeRange(rule.get('unicode-range'));
    return { path, file: basename(path), font: create(readFileSync(path)), ranges };
  });
  // Where ranges overlap, the browser tries the last rule first; so does the script.
  return rules.reverse();
}

// Which slice draws each character: the first (in the browser's order) with it in its range and
// a glyph for it. Returns the slices that draw something, and what no slice has.
function assign(slices, chars) {
  const taken = Map.groupBy(chars, (char) => {
    const point = char.codePointAt(0);
    return slices.find(
      ({ font, ranges }) => inRanges(ranges, point) && font.hasGlyphForCodePoint(point),
    );
  });
  const missing = taken.get(undefined) ?? [];
  taken.delete(undefined);
  return { taken: [...taken], missing };
}

// Writing the files and the stylesheet

const written = [];
const report = [];
const rules = [];

const pointsOf = (chars) => chars.map((char) => char.codePointAt(0));

/** Writes one subset and its @font-face rule (no `range`: the face covers everything). */
function write({ family, weight, file, range }, bytes, what) {
  const path = join(FONTS_DIR, file);
  const before = existsSync(path) ? readFileSync(path).length : undefined;
  writeFileSync(path, bytes);
  written.push(file);
  report.push(`${path}: ${bytes.length} bytes${before ? ` (was ${before})` : ' (new)'}, ${what}`);
  rules.push(`@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('${FONTS_URL}/${file}') format('woff2');${range ? `\n  unicode-range: ${range};` : ''}
}`);
}

const span = (first, last) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
// Kept in the Latin faces whatever the text says, so a word added without re-running the script is
// still drawn: printable ASCII, Latin-1 (every Spanish and Portuguese letter) and the typesetter's
// punctuation. A letter beyond them is added by the next run, in a file of its own.
const safetyNet = `${span(0x20, 0x7e)}${span(0xa0, 0xff)}–—‘’‚“”„•…‹›`;
const latinChars = [...new Set([...safetyNet, ...usedLatin])].sort(byPoint);

for (const face of latinFaces) {
  const slices = slicesOf(face.css);
  const { taken, missing } = assign(slices, latinChars);
  if (missing.length) {
    const inText = missing.filter((char) => usedLatin.includes(char));
    const points = pointsOf(missing).map((point) => unicodeRange([point]));
    report.push(
      `${face.family} has no glyph for ${points.join(' ')}` +
        (inText.length ? `, used by the text: ${inText.join(' ')}` : ' (none used by the text)'),
    );
  }
  for (const [slice, chars] of taken) {
    const sliceName = slice.file.replace(/^[a-z]+-(.+)-wght-normal\.woff2$/, '$1');
    write(
      { ...face, file: `${face.name}-${sliceName}.woff2`, range: unicodeRange(pointsOf(chars)) },
      await woff2(readFileSync(slice.path), chars),
      `${chars.length} characters from ${slice.file}`,
    );
  }
}

// Each script face: the characters of its script in its languages' text; a `split` face's in what
// every page may show (language menu, offer to switch) and the rest, each in a file of its own.
for (const face of scriptFaces) {
  const ofFace = (text) => charsOf(text).filter((char) => drawsPoint(face, char.codePointAt(0)));
  const own = texts.filter((_, index) => face.locales.includes(codes[index]));
  const chars = [
    ...new Set([...ofFace(own.map(({ all }) => all).join('\n')), ...(face.marks ?? '')]),
  ].sort(byPoint);
  const everyPage = new Set(
    face.split ? ofFace(own.map(({ everyPage }) => everyPage).join('\n')) : [],
  );
  const switcher = chars.filter((char) => everyPage.has(char));
  // The rest first, the switcher last: where unicode-ranges overlap the browser tries the face
  // declared last, so the switcher's characters never fetch the larger file, and the rest's range
  // can be the whole script (no holes to spell out in every page's boot script).
  const parts = [
    { suffix: '', chars: chars.filter((char) => !everyPage.has(char)), range: scriptRange(face) },
    { suffix: '-switcher', chars: switcher, range: unicodeRange(pointsOf(switcher)) },
  ];
  for (const weight of face.weights) {
    const source = readFileSync(face.source(weight));
    const font = create(source);
    const missing = chars.filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)));
    if (missing.length)
      report.push(`${face.family} ${weight} has no glyph for ${missing.join(' ')}`);
    for (const { suffix, chars: partChars, range } of parts.filter((part) => part.chars.length)) {
      const subset = await woff2(source, partChars, {
        noHinting: true,
        dropTables: face.dropTables,
      });
      const file = `${face.name(weight)}${suffix}.woff2`;
      write({ ...face, weight, file, range }, subset, `${partChars.length} characters`);
    }
  }
  report.push(
    `${face.family}: ${chars.length} characters (${switcher.length} on every page) from ${face.locales.join(', ')}`,
  );
}

const monoFile = MONO_FILE.slice(FONTS_DIR.length + 1);
// No unicode-range: the boot script loads, before it adds the fonts, every face whose range
// covers the page's title (scripts/prerender.js), and a face without one covers everything, so
// the address's face is in place with the others.
write(
  { family: 'JetBrains Mono', weight: 500, file: monoFile },
  await woff2(readFileSync(MONO_SOURCE), MONO_TEXT),
  `${[...MONO_TEXT].length} characters`,
);

// The license of each face, next to its subsets (the package's: OFL 1.1 and the notice).
for (const [source, license] of [
  ...latinFaces.map((face) => [join(dirname(face.css), 'LICENSE'), face.license]),
  ...scriptFaces.map((face) => [face.licenseSource, face.license]),
]) {
  const path = join(FONTS_DIR, license);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  const text = readFileSync(source, 'utf8').replace(/\r\n/g, '\n');
  writeFileSync(path, text);
  if (before !== text) report.push(`${path}: ${before === undefined ? 'new' : 'updated'}`);
}

// Subsets of a slice or a weight that is no longer needed.
const ours = [...latinFaces.map(({ name }) => name), ...scriptFaces.map((face) => face.name(''))];
for (const file of readdirSync(FONTS_DIR)) {
  if (!file.endsWith('.woff2') || written.includes(file)) continue;
  if (!ours.some((prefix) => file.startsWith(prefix))) continue;
  unlinkSync(join(FONTS_DIR, file));
  report.push(`${FONTS_DIR}/${file}: removed`);
}

const header = `/*
 * Written by \`npm run render:fonts\` (scripts/render-fonts.js): do not edit, run it again.
 *
 * The site's own fonts, cut down to the characters its languages use (SIL Open Font License 1.1,
 * assets/fonts/*-OFL.txt): Inter (body) and Cinzel (display), variable; Noto Sans KR, Noto Sans
 * Arabic and Noto Sans SC, 400 and 700, for their scripts, fetched only by pages with text in them
 * (the small "switcher" files hold what every page's language menu may show); JetBrains Mono 500
 * for the contract address. The Latin faces' unicode-range names the characters their files draw
 * and the script faces' covers their script, so a page fetches only the files its text needs. The
 * metric-matched fallbacks come from virtual:font-fallbacks.css; the stacks are in tokens.css.
 *
 * The languages the fonts were cut for, the site's published languages (the tests check that
 * each still has its folder in src/locales/):
${publishedLine(codes)}
 */
`;
const config = { ...(await prettier.resolveConfig(FONTS_CSS)), filepath: FONTS_CSS };
const css = await prettier.format(`${header}\n${rules.join('\n\n')}\n`, config);
// A language no longer cut for is a language withdrawn: say so, as the commit will.
const previous = existsSync(FONTS_CSS) ? readFileSync(FONTS_CSS, 'utf8') : '';
const withdrawn = publishedLocales(previous).filter((code) => !codes.includes(code));
if (withdrawn.length)
  report.push(`Withdrawn (no folder in src/locales/ any more): ${withdrawn.join(', ')}`);
writeFileSync(FONTS_CSS, css);

const beyondAscii = usedLatin.filter((char) => char.codePointAt(0) > 0x7e);
console.log(`${report.join('\n')}
Text: ${codes.join(', ') || 'no language folder'} and src/content; ${used.length} characters, \
${usedLatin.length} for Inter and Cinzel, ${usedInScripts.length} for the script faces.
Used beyond ASCII, for Inter and Cinzel: ${beyondAscii.join(' ')}
${FONTS_CSS}: ${rules.length} @font-face rules.`);
