// `npm run render:fonts`: cuts the web fonts down to the characters the site draws, with
// HarfBuzz's subsetter (subset-font), writes them to assets/fonts/ and their @font-face rules to
// src/styles/fonts.css. Commit both; nothing else is needed to build the site.
//
// - Inter (body) and Cinzel (display), variable, from Fontsource: the characters of every
//   language's text (src/locales/<code>/, the strings of src/content/*.ts, the dates and numbers
//   Intl writes in each language), and a safety net (printable ASCII, Latin-1 Supplement).
// - Noto Sans KR 400 and 700, from Fontsource: the Hangul and CJK punctuation of the same text.
//   Fontsource splits the face into ~120 slices by frequency; the glyphs a Korean page needs are
//   spread over dozens of them, so the script subsets each slice it needs and merges the results
//   into one file per weight (plus a tiny one for the Korean that every page's language menu shows).
// - JetBrains Mono 500, the contract address's face: the base58 alphabet and an ellipsis.
//
// Run it again after changing any language's text or upgrading a Fontsource package. The unit
// test tests/unit/styles/font-coverage.test.ts fails, naming the characters, when a language uses
// one that the committed files do not draw.
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create } from 'fontkitten';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import {
  contentText,
  FONTS_CSS,
  FONTS_DIR,
  FONTS_URL,
  intlOf,
  intlSample,
  isDrawn,
  isKorean,
  KOREAN_RANGES,
  koreanFace,
  LATIN_SAFETY_NET,
  latinFaces,
  localeCodes,
  localeFiles,
  MONO_FILE,
  MONO_SOURCE,
  MONO_TEXT,
  parseUnicodeRange,
} from './lib/fonts.js';

// The copyright notice and the license (OFL 1.1) stay in every file, as the license asks.
const KEEP_NAMES = [0, 13, 14];

// ---------------------------------------------------------------------------------------------
// The text

const codes = localeCodes();
const perLocale = codes.map((code) => {
  const files = localeFiles(code);
  const intl = intlOf(code);
  return {
    all: [...files.map((file) => file.text), intl ? intlSample(intl) : ''].join('\n'),
    everyPage: files
      .filter((file) => file.everyPage)
      .map((file) => file.text)
      .join('\n'),
  };
});
const content = await contentText();

/** The distinct drawn characters of some text, in code point order. */
const charsOf = (...texts) =>
  [...new Set([...texts.join('')].filter(isDrawn))].sort(
    (a, b) => a.codePointAt(0) - b.codePointAt(0),
  );

const used = charsOf(content, ...perLocale.map(({ all }) => all));
const usedLatin = used.filter((char) => !isKorean(char.codePointAt(0)));
const usedKorean = used.filter((char) => isKorean(char.codePointAt(0)));
const onEveryPage = new Set(
  charsOf(...perLocale.map(({ everyPage }) => everyPage)).filter((char) =>
    isKorean(char.codePointAt(0)),
  ),
);

// ---------------------------------------------------------------------------------------------
// Fontsource's slices

/** The @font-face rules of a Fontsource stylesheet: each slice's file and unicode-range. */
function slicesOf(cssFile) {
  const css = readFileSync(cssFile, 'utf8');
  const rules = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range) throw new Error(`${cssFile}: a rule without a woff2 file or a range`);
    return { path: join(dirname(cssFile), 'files', file), file, ranges: parseUnicodeRange(range) };
  });
  // Where ranges overlap, the browser tries the last rule first; so does the script.
  return rules.reverse();
}

const fonts = new Map();
function open(path) {
  if (!fonts.has(path)) fonts.set(path, create(readFileSync(path)));
  return fonts.get(path);
}

/**
 * Which slice draws each character: the first (in the browser's order) whose range covers it and
 * whose file has a glyph for it. Returns the slices that draw something, and what no slice has.
 */
function assign(slices, chars) {
  const taken = new Map();
  const missing = [];
  for (const char of chars) {
    const point = char.codePointAt(0);
    const slice = slices.find(
      ({ path, ranges }) =>
        ranges.some(([first, last]) => point >= first && point <= last) &&
        open(path).hasGlyphForCodePoint(point),
    );
    if (!slice) missing.push(char);
    else taken.set(slice, [...(taken.get(slice) ?? []), char]);
  }
  return { taken: [...taken], missing };
}

// ---------------------------------------------------------------------------------------------
// Merging TrueType subsets of one font (Noto Sans KR's slices share every metric and table but
// the glyphs): glyf, loca, hmtx and cmap are rebuilt from the glyphs of each; head, hhea, maxp,
// OS/2, name and post come from the first. HarfBuzz subsets the result once more, which checks it
// and writes it as WOFF2.

const MERGED_TABLES = [
  'OS/2',
  'cmap',
  'glyf',
  'head',
  'hhea',
  'hmtx',
  'loca',
  'maxp',
  'name',
  'post',
];

function tablesOf(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const table = sfnt.subarray(offset, offset + view.getUint32(record + 12));
    tables.set(tag, new DataView(table.buffer, table.byteOffset, table.byteLength));
  }
  return tables;
}

function parseGlyphs(sfnt) {
  const tables = tablesOf(sfnt);
  const table = (tag) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`A subset without a ${tag} table`);
    return found;
  };
  const [head, maxp, hhea, hmtx, loca, glyf] = ['head', 'maxp', 'hhea', 'hmtx', 'loca', 'glyf'].map(
    table,
  );
  const count = maxp.getUint16(4);
  const long = head.getInt16(50) === 1;
  const offset = (index) => (long ? loca.getUint32(index * 4) : loca.getUint16(index * 2) * 2);
  const metrics = hhea.getUint16(34);
  const glyphs = Array.from({ length: count }, (_, index) => {
    const advance = hmtx.getUint16(Math.min(index, metrics - 1) * 4);
    const lsb =
      index < metrics
        ? hmtx.getInt16(index * 4 + 2)
        : hmtx.getInt16(metrics * 4 + (index - metrics) * 2);
    const start = offset(index);
    const data = new Uint8Array(glyf.buffer, glyf.byteOffset + start, offset(index + 1) - start);
    return { advance, lsb, data: Uint8Array.from(data) };
  });
  const font = create(Buffer.from(sfnt));
  const cmap = new Map(font.characterSet.map((point) => [point, font.glyphForCodePoint(point).id]));
  return { tables, glyphs, cmap };
}

/** The glyph ids a composite glyph points to, and a setter that rewrites them. */
function components(data) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length === 0 || view.getInt16(0) >= 0) return [];
  const found = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push({ at: at + 2, id: view.getUint16(at + 2) });
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return found;
  }
}

function checksum(bytes) {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** One sfnt from tables (tag → bytes), with its directory and checksums. */
function writeSfnt(tables) {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = new DataView(new ArrayBuffer(12 + tags.length * 16));
  header.setUint32(0, 0x00010000);
  header.setUint16(4, tags.length);
  header.setUint16(6, power * 16);
  header.setUint16(8, Math.log2(power));
  header.setUint16(10, tags.length * 16 - power * 16);
  let offset = header.byteLength;
  const parts = [];
  tags.forEach((tag, index) => {
    const bytes = tables.get(tag);
    const record = 12 + index * 16;
    [...tag].forEach((char, at) => header.setUint8(record + at, char.charCodeAt(0)));
    header.setUint32(record + 4, checksum(bytes));
    header.setUint32(record + 8, offset);
    header.setUint32(record + 12, bytes.length);
    const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
    padded.set(bytes);
    parts.push(padded);
    offset += padded.length;
  });
  const sfnt = Buffer.concat([new Uint8Array(header.buffer), ...parts]);
  const headAt = new DataView(header.buffer).getUint32(12 + tags.indexOf('head') * 16 + 8);
  sfnt.writeUInt32BE((0xb1b0afba - checksum(sfnt)) >>> 0, headAt + 8);
  return sfnt;
}

/** A format 4 cmap (Windows, Unicode BMP): one segment per character, and the closing one. */
function writeCmap(mapping) {
  const points = [...mapping.keys()].sort((a, b) => a - b);
  if (points.some((point) => point > 0xffff)) throw new Error('Only BMP characters are merged');
  const segments = [...points.map((point) => [point, mapping.get(point)]), [0xffff, 0]];
  const count = segments.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const length = 16 + count * 8;
  const view = new DataView(new ArrayBuffer(12 + length));
  view.setUint16(0, 0); // version
  view.setUint16(2, 1); // one encoding record
  view.setUint16(4, 3); // Windows
  view.setUint16(6, 1); // Unicode BMP
  view.setUint32(8, 12);
  const sub = 12;
  view.setUint16(sub, 4);
  view.setUint16(sub + 2, length);
  view.setUint16(sub + 6, count * 2);
  view.setUint16(sub + 8, power * 2);
  view.setUint16(sub + 10, Math.log2(power));
  view.setUint16(sub + 12, count * 2 - power * 2);
  segments.forEach(([point, id], index) => {
    view.setUint16(sub + 14 + index * 2, point); // endCode
    view.setUint16(sub + 16 + count * 2 + index * 2, point); // startCode
    view.setUint16(sub + 16 + count * 4 + index * 2, (id - point) & 0xffff); // idDelta
    // idRangeOffset stays 0; the closing segment's delta maps 0xFFFF to glyph 0.
  });
  return new Uint8Array(view.buffer);
}

function merge(sfnts) {
  const parsed = sfnts.map(parseGlyphs);
  const first = parsed[0];
  const order = []; // [font index, glyph id]
  const ids = new Map(); // `${font}:${glyph}` → new id
  const add = (font, glyph) => {
    const key = `${font}:${glyph}`;
    if (!ids.has(key)) {
      ids.set(key, order.length);
      order.push([font, glyph]);
      for (const { id } of components(parsed[font].glyphs[glyph].data)) add(font, id);
    }
    return ids.get(key);
  };
  add(0, 0); // .notdef
  const mapping = new Map();
  parsed.forEach(({ cmap }, font) => {
    for (const [point, glyph] of cmap)
      if (!mapping.has(point)) mapping.set(point, add(font, glyph));
  });

  const glyphs = order.map(([font, glyph]) => {
    const { advance, lsb, data } = parsed[font].glyphs[glyph];
    const copy = Uint8Array.from(data);
    const view = new DataView(copy.buffer);
    for (const { at, id } of components(data)) view.setUint16(at, ids.get(`${font}:${id}`));
    return { advance, lsb, data: copy };
  });

  const glyf = [];
  const loca = new DataView(new ArrayBuffer((glyphs.length + 1) * 4));
  let offset = 0;
  glyphs.forEach(({ data }, index) => {
    loca.setUint32(index * 4, offset);
    const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
    padded.set(data);
    glyf.push(padded);
    offset += padded.length;
  });
  loca.setUint32(glyphs.length * 4, offset);
  const hmtx = new DataView(new ArrayBuffer(glyphs.length * 4));
  glyphs.forEach(({ advance, lsb }, index) => {
    hmtx.setUint16(index * 4, advance);
    hmtx.setInt16(index * 4 + 2, lsb);
  });

  const copyOf = (tag) => {
    const table = first.tables.get(tag);
    if (!table) throw new Error(`A subset without a ${tag} table`);
    return Uint8Array.from(new Uint8Array(table.buffer, table.byteOffset, table.byteLength));
  };
  const head = copyOf('head');
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment, set by writeSfnt
  headView.setInt16(50, 1); // long loca
  // The bounding box of all the glyphs: the union of the subsets' boxes.
  for (const [at, pick] of [
    [36, Math.min],
    [38, Math.min],
    [40, Math.max],
    [42, Math.max],
  ])
    headView.setInt16(at, pick(...parsed.map(({ tables }) => tables.get('head').getInt16(at))));
  const hhea = copyOf('hhea');
  const hheaView = new DataView(hhea.buffer);
  hheaView.setUint16(34, glyphs.length);
  hheaView.setUint16(4 + 6, Math.max(...glyphs.map(({ advance }) => advance)));
  const maxp = copyOf('maxp');
  const maxpView = new DataView(maxp.buffer);
  maxpView.setUint16(4, glyphs.length);
  // The version 1.0 maxima (points, contours, component depth…): the largest of any subset.
  if (maxp.length >= 32)
    for (let at = 6; at < 32; at += 2)
      maxpView.setUint16(
        at,
        Math.max(...parsed.map(({ tables }) => tables.get('maxp').getUint16(at))),
      );

  const tables = new Map([
    ['OS/2', copyOf('OS/2')],
    ['cmap', writeCmap(mapping)],
    ['glyf', Buffer.concat(glyf)],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', new Uint8Array(hmtx.buffer)],
    ['loca', new Uint8Array(loca.buffer)],
    ['maxp', maxp],
    ['name', copyOf('name')],
    ['post', copyOf('post')],
  ]);
  return writeSfnt(tables);
}

/** Noto Sans KR in one weight, cut to some characters: each slice subset, then merged. */
async function koreanSubset(weight, chars) {
  const { taken, missing } = assign(slicesOf(koreanFace.css(weight)), chars);
  const parts = [];
  for (const [slice, sliceChars] of taken) {
    const source = readFileSync(slice.path);
    const drop = Object.keys(open(slice.path).directory.tables).filter(
      (tag) => !MERGED_TABLES.includes(tag),
    );
    parts.push(
      await subsetFont(source, sliceChars.join(''), {
        targetFormat: 'truetype',
        preserveNameIds: KEEP_NAMES,
        // Hinting and layout go: no hinting for the merged file's few glyphs, and modern Hangul
        // syllables need no substitution or positioning (GSUB only composes old Hangul jamo).
        noHinting: true,
        dropTables: drop,
      }),
    );
  }
  const merged = merge(parts);
  const woff2 = await subsetFont(merged, chars.join(''), {
    targetFormat: 'woff2',
    preserveNameIds: KEEP_NAMES,
  });
  return { woff2, slices: taken.length, missing };
}

// ---------------------------------------------------------------------------------------------
// Writing the files and the stylesheet

const written = [];
const report = [];
const rules = [];

/** Code points as a unicode-range: runs joined, U+0041-005A, U+00C0. */
function unicodeRange(points) {
  const runs = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}
const pointsOf = (chars) => chars.map((char) => char.codePointAt(0));

function fontFace({ family, weight, file, range }) {
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('${FONTS_URL}/${file}') format('woff2');${range ? `\n  unicode-range: ${range};` : ''}
}`;
}

function write(file, bytes, what) {
  const path = join(FONTS_DIR, file);
  const before = existsSync(path) ? readFileSync(path).length : undefined;
  writeFileSync(path, bytes);
  written.push(file);
  report.push(
    `${path}: ${bytes.length} bytes${before === undefined ? ' (new)' : ` (was ${before})`}, ${what}`,
  );
}

const latinChars = [...new Set([...LATIN_SAFETY_NET, ...usedLatin])].sort(
  (a, b) => a.codePointAt(0) - b.codePointAt(0),
);
for (const face of latinFaces) {
  const { taken, missing } = assign(slicesOf(face.css), latinChars);
  if (missing.length) {
    const used = missing.filter((char) => usedLatin.includes(char));
    report.push(
      `${face.family} has no glyph for ${missing.map((char) => `U+${char.codePointAt(0).toString(16).toUpperCase()}`).join(' ')}` +
        (used.length ? `, used by the text: ${used.join(' ')}` : ' (none used by the text)'),
    );
  }
  for (const [slice, chars] of taken) {
    const sliceName = slice.file.replace(/^[a-z]+-(.+)-wght-normal\.woff2$/, '$1');
    const file = `${face.name}-${sliceName}.woff2`;
    const subset = await subsetFont(readFileSync(slice.path), chars.join(''), {
      targetFormat: 'woff2',
      preserveNameIds: KEEP_NAMES,
    });
    write(file, subset, `${chars.length} characters from ${slice.file}`);
    rules.push(
      fontFace({
        family: face.family,
        weight: face.weight,
        file,
        range: unicodeRange(pointsOf(chars)),
      }),
    );
  }
}

// The Korean face: the characters every page may show (language menu, offer to switch), then
// the rest, each in a file of its own whose unicode-range leaves out the other's characters.
const koreanParts = [
  { suffix: '-switcher', chars: usedKorean.filter((char) => onEveryPage.has(char)) },
  { suffix: '', chars: usedKorean.filter((char) => !onEveryPage.has(char)) },
];
// The main file's unicode-range: all of KOREAN_RANGES but the switcher's characters.
const switcherPoints = new Set(pointsOf(koreanParts[0].chars));
const restOfKorean = unicodeRange(
  KOREAN_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  ).filter((point) => !switcherPoints.has(point)),
);
for (const weight of koreanFace.weights) {
  for (const { suffix, chars } of koreanParts) {
    if (!chars.length) continue;
    const file = `${koreanFace.name(weight)}${suffix}.woff2`;
    const { woff2, slices, missing } = await koreanSubset(weight, chars);
    if (missing.length) report.push(`Noto Sans KR ${weight} has no glyph for ${missing.join(' ')}`);
    write(file, woff2, `${chars.length} characters from ${slices} Fontsource slices`);
    rules.push(
      fontFace({
        family: koreanFace.family,
        weight,
        file,
        range: suffix ? unicodeRange(pointsOf(chars)) : restOfKorean,
      }),
    );
  }
}

const mono = await subsetFont(readFileSync(MONO_SOURCE), MONO_TEXT, {
  targetFormat: 'woff2',
  preserveNameIds: KEEP_NAMES,
});
write(MONO_FILE.slice(FONTS_DIR.length + 1), mono, `${[...MONO_TEXT].length} characters`);
rules.push(
  fontFace({
    family: 'JetBrains Mono',
    weight: 500,
    // No unicode-range: the boot script loads, before it adds the fonts, every face whose range
    // covers the page's title (scripts/prerender.js), and a face without one covers everything,
    // so the address's face is in place with the others.
    file: MONO_FILE.slice(FONTS_DIR.length + 1),
  }),
);

// The license of each face, next to its subsets (the package's LICENSE: OFL 1.1 and the notice).
for (const [css, license] of [
  ...latinFaces.map((face) => [face.css, face.license]),
  [koreanFace.css(koreanFace.weights[0]), koreanFace.license],
]) {
  const path = join(FONTS_DIR, license);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  const text = readFileSync(join(dirname(css), 'LICENSE'), 'utf8');
  writeFileSync(path, text);
  if (before !== text) report.push(`${path}: ${before === undefined ? 'new' : 'updated'}`);
}

// Subsets of a slice or a weight that is no longer needed.
const ours = [...latinFaces.map(({ name }) => name), 'noto-sans-kr-'];
for (const file of readdirSync(FONTS_DIR)) {
  if (
    file.endsWith('.woff2') &&
    ours.some((prefix) => file.startsWith(prefix)) &&
    !written.includes(file)
  ) {
    unlinkSync(join(FONTS_DIR, file));
    report.push(`${FONTS_DIR}/${file}: removed`);
  }
}

const header = `/*
 * Written by \`npm run render:fonts\` (scripts/render-fonts.js): do not edit, run it again.
 *
 * The site's own fonts, cut down to the characters its languages use (SIL Open Font License 1.1,
 * assets/fonts/*-OFL.txt): Inter (body) and Cinzel (display), variable; Noto Sans KR 400
 * and 700 for Hangul and CJK punctuation, fetched only by pages with Korean text (the small
 * "switcher" file holds the Korean every page's language menu may show); JetBrains Mono 500 for
 * the contract address. The Latin faces' unicode-range names the characters their files draw and
 * the Korean ones' covers Hangul, so a page fetches only the files its text needs. The
 * metric-matched fallbacks come from virtual:font-fallbacks.css; the stacks are in tokens.css.
 */
`;
const config = (await prettier.resolveConfig(FONTS_CSS)) ?? {};
const css = await prettier.format(`${header}\n${rules.join('\n\n')}\n`, {
  ...config,
  filepath: FONTS_CSS,
});
writeFileSync(FONTS_CSS, css);

console.log(report.join('\n'));
console.log(
  `Text: ${codes.join(', ') || 'no language folder'} and src/content; ` +
    `${used.length} characters, ${usedLatin.length} not Korean, ${usedKorean.length} Korean ` +
    `(${onEveryPage.size} of them on every page).`,
);
const beyondAscii = usedLatin.filter((char) => char.codePointAt(0) > 0x7e);
console.log(`Used beyond ASCII, not Korean: ${beyondAscii.join(' ')}`);
console.log(`${FONTS_CSS}: ${rules.length} @font-face rules.`);
