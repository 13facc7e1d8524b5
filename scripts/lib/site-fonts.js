// The fonts the site serves itself, and the local faces that stand in for them until they arrive:
// read by `npm run render:fonts`, font-fallbacks-plugin.ts, the pre-renderer and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { intlOf, LOCALES_DIR } from './locale-folders.js';

/** Base58 as Solana (and Bitcoin) write it: digits and letters without 0, O, I and l. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** What the contract address may show: any base58 address (set at build time), and an ellipsis. */
export const MONO_TEXT = `${BASE58_ALPHABET}\u2026`;

/** JetBrains Mono 500, Fontsource's latin file, and the subset of it the site serves. */
export const MONO_SOURCE =
  'node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff2';
export const MONO_FILE = 'assets/fonts/jetbrains-mono-500-base58.woff2';

// The faces `npm run render:fonts` cuts to the characters of the languages (src/locales/<code>/)
// and of the content's string literals (src/content/*.ts).

/** Shown on every language's pages (language menu, offer to switch): cut in a file of its own. */
const SHOWN_ON_EVERY_PAGE = ['locale.json', 'suggestion.json'];

/** Notes to the translators, in English, never shown: no face is cut for their characters. */
const NOT_SHOWN = ['same-as-english.json'];

/**
 * The characters each script face draws: its Script_Extensions (letters and shared punctuation)
 * less what Latin shares too (the middle dot, Inter's). CJK punctuation's fullwidth forms (，：！)
 * are Common, named by no property: hence their range beside Korean's and Chinese's.
 */
const HANGUL = /[[\p{Script_Extensions=Hangul}\uFF01-\uFF60]--\p{Script_Extensions=Latin}]/v;
const ARABIC = /[\p{Script_Extensions=Arabic}--\p{Script_Extensions=Latin}]/v;
const HAN = /[[\p{Script_Extensions=Han}\uFF01-\uFF60]--\p{Script_Extensions=Latin}]/v;

/** Characters that are never drawn (controls, soft hyphen, joiners, BOM): no face needs them. */
export const isDrawn = (char) => !/[\p{Cc}\p{Cf}]/u.test(char);

/**
 * Inter and Cinzel, variable: `css` is Fontsource's stylesheet (one file per Unicode slice), each
 * slice needed cut to `${name}-${slice}.woff2`; `license`, where its OFL 1.1 is copied.
 */
export const latinFaces = [
  ['inter', 'Inter', '100 900'],
  ['cinzel', 'Cinzel', '400 900'],
].map(([slug, name, weight]) => ({
  family: `${name} Variable`,
  weight,
  css: `node_modules/@fontsource-variable/${slug}/wght.css`,
  latinFile: `node_modules/@fontsource-variable/${slug}/files/${slug}-latin-wght-normal.woff2`,
  name: `${slug}-wght`,
  license: `${name}-OFL.txt`,
}));

// Hinting goes from every script face (browsers ignore it at these sizes on high-density screens),
// and so do the tables of vertical text, which the site never sets.
const DROP_ALWAYS = ['STAT', 'gasp', 'prep', 'vhea', 'vmtx'];
// Hangul and Han need no layout tables for horizontal text: modern syllables and ideographs are
// one glyph per character (GSUB only composes old Hangul jamo and vertical forms).
const DROP_LAYOUT = ['BASE', 'GDEF', 'GPOS', 'GSUB', ...DROP_ALWAYS];

/**
 * The faces of the scripts Inter and Cinzel do not draw: each weight (400, 700 for headings) cut
 * to the characters of its `script` in its `locales`' text. `split` faces have two files per
 * weight: what every page's language menu may show (a few hundred bytes), and the rest of the
 * script, fetched only by pages with text in it. Arabic is one file, and keeps its layout tables:
 * its letters join and form ligatures, which a browser shapes within one font, not across two.
 * A language in a new script adds its face here, and its stack to src/styles/tokens.css.
 */
export const scriptFaces = [
  scriptFace('Noto Sans KR', ['ko'], HANGUL, { split: true, dropTables: DROP_LAYOUT }),
  scriptFace('Noto Sans Arabic', ['ar'], ARABIC, {
    split: false,
    // Invisible, so the text's characters leave them out, but the browser asks a font for them.
    marks: '\u061c\u200e\u200f',
    dropTables: DROP_ALWAYS,
  }),
  scriptFace('Noto Sans SC', ['zh-cn'], HAN, { split: true, dropTables: DROP_LAYOUT }),
];

/** A script face from Google Fonts, as @expo-google-fonts packages it: a static TTF per weight. */
function scriptFace(family, locales, script, options) {
  const [slug, prefix] = [family.toLowerCase().replaceAll(' ', '-'), family.replaceAll(' ', '')];
  const dir = `node_modules/@expo-google-fonts/${slug}`;
  const style = (weight) => (weight === 700 ? 'Bold' : 'Regular');
  return {
    family,
    locales,
    script,
    weights: [400, 700],
    ...options,
    source: (weight) => `${dir}/${weight}${style(weight)}/${prefix}_${weight}${style(weight)}.ttf`,
    licenseSource: `${dir}/LICENSE_FONT`,
    name: (weight) => `${slug}-${weight}`,
    license: `${prefix}-OFL.txt`,
  };
}

/** Whether a script face draws a code point: one of its script, or one of its marks. */
export const drawsPoint = (face, point) => {
  const char = String.fromCodePoint(point);
  return face.script.test(char) || (face.marks ?? '').includes(char);
};

/** Whether a code point is in a script a script face draws (Inter and Cinzel draw the rest). */
export const isScriptPoint = (point) => scriptFaces.some((face) => drawsPoint(face, point));

/** The faces that draw a language's characters in their script, for its locales. */
export const scriptFacesOf = (code) => scriptFaces.filter((face) => face.locales.includes(code));

/**
 * A script face's whole script as a CSS unicode-range, then its marks: planes 0 to 3 (no script of
 * the site's goes beyond), runs closer than 256 code points joined, so that the range stays a few
 * entries long in every page's boot script and each entry starts and ends in the script.
 */
export function scriptRange(face) {
  const points = Array.from({ length: 0x40000 }, (_, point) => point);
  const script = points.filter((point) => face.script.test(String.fromCodePoint(point)));
  const marks = [...(face.marks ?? '')].map((mark) => mark.codePointAt(0));
  return [unicodeRange(script, 0x100), ...(marks.length ? [unicodeRange(marks)] : [])].join(', ');
}

/** A script face's stand-in, kept to its script (the system faces named also draw Latin). */
function scriptFallback(family, ...groups) {
  const face = scriptFaces.find((face) => face.family === family);
  return { family, file: face.source(400), unicodeRange: scriptRange(face), groups };
}
const [inter, cinzel] = latinFaces;

/**
 * One `<family> fallback` family per web font, after it in the stacks of tokens.css: local fonts
 * resized by fontaine (from the web font's `file` and @capsizecss/metrics) so that text takes the
 * same room before and after the swap. A group is local fonts with one set of metrics, `metrics`
 * and its clones (croscore's on ChromeOS, Liberation's on Linux); Android's own is the second.
 * Noto Sans Arabic: Android's and Linux's own copy, then Arial, which Windows and Apple systems
 * draw Arabic with (sized from Latin widths: near, not exact). Noto Sans SC: the systems' Chinese
 * faces (ideographs 1 em wide, like Noto's) take its ascent and descent: lines keep their height.
 * @type {{
 *   family: string, file: string, unicodeRange?: string,
 *   groups: { metrics: string, local: string[] }[]
 * }[]}
 */
export const fontFallbacks = [
  {
    family: inter.family,
    file: inter.latinFile,
    groups: [
      { metrics: 'Arial', local: ['Arial', 'Arimo', 'Liberation Sans'] },
      { metrics: 'Roboto', local: ['Roboto'] },
    ],
  },
  {
    family: cinzel.family,
    file: cinzel.latinFile,
    groups: [
      { metrics: 'Times New Roman', local: ['Times New Roman', 'Tinos', 'Liberation Serif'] },
      { metrics: 'Noto Serif', local: ['Noto Serif'] },
    ],
  },
  {
    family: 'JetBrains Mono',
    file: MONO_FILE,
    groups: [{ metrics: 'Courier New', local: ['Courier New', 'Cousine', 'Liberation Mono'] }],
  },
  scriptFallback(
    'Noto Sans Arabic',
    { metrics: 'Noto Sans Arabic', local: ['Noto Sans Arabic'] },
    { metrics: 'Arial', local: ['Arial'] },
  ),
  scriptFallback('Noto Sans SC', {
    metrics: 'Noto Sans SC',
    local: ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'],
  }),
];

/** The stylesheet the script writes, the subsets' folder, and that folder as fonts.css links it. */
export const FONTS_CSS = 'src/styles/fonts.css';
export const FONTS_DIR = 'assets/fonts';
export const FONTS_URL = '../../assets/fonts';

/** The string values of a JSON document, however deep. */
function jsonStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The text of one language folder, by file: its JSON files' string values (ICU messages whole:
 * more characters, never fewer) and its Markdown whole; `everyPage` per SHOWN_ON_EVERY_PAGE.
 */
function localeFiles(code) {
  const dir = join(LOCALES_DIR, code);
  return readdirSync(dir)
    .filter((file) => /\.(json|mdx?)$/.test(file) && !NOT_SHOWN.includes(file))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return {
        text: file.endsWith('.json') ? jsonStrings(JSON.parse(raw)).join('\n') : raw,
        everyPage: SHOWN_ON_EVERY_PAGE.includes(file),
      };
    });
}

const PUBLISHED = /^ \* Languages: (.*)$/m;

/** The line of fonts.css that says which languages the fonts were cut for. */
export const publishedLine = (codes) => ` * Languages: ${codes.join(', ')}`;

/**
 * The languages `npm run render:fonts` last cut the fonts for, from the stylesheet it wrote: the
 * languages published so far, which the tests hold the folders to (none may vanish silently).
 * None before it has run: the tests then name every folder as not yet cut for.
 */
export const publishedLocales = (css) =>
  (PUBLISHED.exec(css)?.[1] ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * A language's text, `all` of it and what every page shows of it. `all` includes what Intl writes
 * for the language's figures (`intlText` of src/i18n/intl-format.ts), so its fonts draw them too.
 */
export function localeText(code, intlText) {
  const files = localeFiles(code);
  const intl = intlOf(code);
  const textOf = (list) => list.map((file) => file.text).join('\n');
  return {
    all: [textOf(files), intl ? intlText(intl) : ''].join('\n'),
    everyPage: textOf(files.filter((file) => file.everyPage)),
  };
}

/** The string literals and JSX text of src/content/*.ts (comments and code left out). */
export async function contentText() {
  const { default: ts } = await import('typescript');
  const dir = 'src/content';
  const strings = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  const files = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));
  for (const file of files.sort())
    visit(ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest));
  return strings.join('\n');
}

// The web fonts as the boot script adds them (src/boot/boot-page.ts), and their unicode-ranges.

/** The declarations of each @font-face rule of a stylesheet (property → value). */
export function fontFaceRules(css) {
  const rules = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const declarations = new Map();
    rule.walkDecls((declaration) => declarations.set(declaration.prop, declaration.value));
    rules.push(declarations);
  });
  return rules;
}

/** The file a `src` descriptor names first. */
export const urlOf = (src = '') => /url\((["']?)([^"')]+)\1\)/.exec(src)?.[2];

/**
 * The @font-face rules of a built stylesheet as the boot script's faces (src/boot/boot-contract.ts):
 * `{ family, src, descriptors }`, the descriptors named as `new FontFace()` takes them.
 */
export function webFontFaces(css) {
  const names = { 'font-style': 'style', 'font-weight': 'weight', 'font-display': 'display' };
  return fontFaceRules(css).map((declarations) => {
    const family = declarations.get('font-family')?.replace(/^(["'])(.*)\1$/, '$2');
    const src = urlOf(declarations.get('src'));
    if (!family || !src)
      throw new Error(`A web font rule without a family or a file: ${[...declarations]}`);
    const descriptors = {};
    for (const [name, key] of Object.entries(names))
      if (declarations.has(name) && declarations.get(name) !== 'normal')
        descriptors[key] = declarations.get(name);
    if (declarations.has('unicode-range'))
      descriptors.unicodeRange = declarations.get('unicode-range');
    return { family, src, descriptors };
  });
}

// Unicode ranges: code points to a CSS unicode-range and back, for every script of the fonts.

/** Code points as a CSS unicode-range, `U+0041-005A, U+00C0`, runs at most `gap` apart joined. */
export function unicodeRange(points, gap = 1) {
  const runs = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point - last[1] <= gap) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** A CSS unicode-range (`U+20-7E,U+AD6D,U+11??`) as `[first, last]` code point pairs. */
export function parseUnicodeRange(unicodeRange) {
  return unicodeRange.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    // `U+11??` is U+1100 to U+11FF.
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'F'), 16)];
  });
}

/** Whether `[first, last]` pairs cover a code point. */
export const inRanges = (ranges, point) =>
  ranges.some(([first, last]) => point >= first && point <= last);

/** Whether a CSS unicode-range covers any character of `text`. */
export function coversAny(range, text) {
  const ranges = parseUnicodeRange(range);
  return [...text].some((char) => inRanges(ranges, char.codePointAt(0)));
}
