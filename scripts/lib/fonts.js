// The fonts the site serves itself, and the local faces that stand in for them until they arrive.
// Read by `npm run render:fonts`, by the Vite plugin that writes the fallback faces
// (font-fallbacks-plugin.ts) and by the unit tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/** Base58 as Solana (and Bitcoin) write it: digits and letters without 0, O, I and l. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Every character the contract address may show: any base58 address (the operator sets it at
 * build time), and an ellipsis for a shortened one.
 */
export const MONO_TEXT = `${BASE58_ALPHABET}\u2026`;

/** JetBrains Mono 500 (SIL Open Font License 1.1), the latin file Fontsource ships. */
export const MONO_SOURCE =
  'node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff2';

/** The subset of it the site serves: `npm run render:fonts` writes it; it is committed. */
export const MONO_FILE = 'assets/fonts/jetbrains-mono-500-base58.woff2';

/**
 * One `<family> fallback` family per web font, used in src/styles/tokens.css right after it:
 * local fonts resized and shifted (size-adjust, ascent/descent/line-gap overrides, computed by
 * fontaine from the web font's file and the local font's metrics in @capsizecss/metrics) so that
 * text takes the same room before and after the web font swaps in.
 *
 * Each group names local fonts with one set of metrics: the metrics of `metrics`, and its
 * metric-compatible clones (croscore's Arimo, Tinos and Cousine on ChromeOS; Liberation's, which
 * are the same fonts renamed, on Linux), so one face covers Windows, macOS, iOS, ChromeOS and
 * Linux. Android has none of them; the second group is its own font where it has one.
 * `file` is the latin file of the web font (what every page uses), from the project root.
 */
export const fontFallbacks = [
  {
    family: 'Inter Variable',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    groups: [
      { metrics: 'Arial', local: ['Arial', 'Arimo', 'Liberation Sans'] },
      { metrics: 'Roboto', local: ['Roboto'] },
    ],
  },
  {
    family: 'Cinzel Variable',
    file: 'node_modules/@fontsource-variable/cinzel/files/cinzel-latin-wght-normal.woff2',
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
];

// ---------------------------------------------------------------------------------------------
// The display and body faces (Cinzel, Inter) and the Korean face (Noto Sans KR), cut down by
// `npm run render:fonts` to the characters the site's languages use. It writes the files to
// assets/fonts/ and their @font-face rules to src/styles/fonts.css; both are committed.

/** Where the words live: one folder per language, src/locales/<code>/ (messages.json, whitepaper.mdx…). */
export const LOCALES_DIR = 'src/locales';

/** Names, numbers and the like (src/content/*.ts): their string literals are drawn too. */
export const CONTENT_DIR = 'src/content';

/**
 * The files of a language folder that other languages' pages show as well: its name in the
 * language menu and the offer to switch to it. Their Korean characters get a face of their own,
 * so that opening the menu on an English page fetches a few hundred bytes, not the whole subset.
 */
export const SHOWN_ON_EVERY_PAGE = ['locale.json', 'suggestion.json'];

const span = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const text = (points) => String.fromCodePoint(...points);

/**
 * Kept in the Latin faces whatever the text says, so a word added without re-running the script
 * is still drawn by the web font: printable ASCII, the whole Latin-1 Supplement (every letter of
 * Spanish and Portuguese, ¿ ¡ « » º ª, the no-break space) and the typesetter's punctuation
 * (– — ‘ ’ ‚ “ ” „ • … ‹ ›). Latin Extended-A is left out: no language of the site uses it, and a
 * letter from it that appears is added by the next run (in a file of its own, which only a page
 * using such a letter fetches).
 */
export const LATIN_SAFETY_NET = text([
  ...span(0x20, 0x7e),
  ...span(0xa0, 0xff),
  ...[
    0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026, 0x2039, 0x203a,
  ],
]);

/**
 * The characters the Korean face draws, and its unicode-range (so that only pages with Korean
 * text fetch it): Hangul Jamo, CJK symbols and punctuation, Hangul compatibility jamo, Hangul
 * syllables, and halfwidth and fullwidth forms. Everything else on a Korean page (spaces, digits,
 * Latin letters, ASCII punctuation) is drawn by Inter and Cinzel.
 */
export const KOREAN_RANGES = [
  [0x1100, 0x11ff],
  [0x3000, 0x303f],
  [0x3130, 0x318f],
  [0xac00, 0xd7af],
  [0xff00, 0xffef],
];

/** Whether a code point is one the Korean face draws. */
export const isKorean = (point) =>
  KOREAN_RANGES.some(([first, last]) => point >= first && point <= last);

/** Characters that are never drawn (controls, soft hyphen, joiners, BOM): no face needs them. */
export const isDrawn = (char) => !/[\p{Cc}\p{Cf}]/u.test(char);

/**
 * The web faces the script cuts. Inter and Cinzel are variable (their whole weight axis is kept);
 * `css` is Fontsource's stylesheet, whose @font-face rules name one file per Unicode slice and
 * its unicode-range: the script takes each character from the slice the browser would, and writes
 * one subset per slice it needed, `${name}-${slice}.woff2`. Noto Sans KR is one whole static face
 * per weight (Google Fonts' files, the ones Fontsource slices): 400 for text, 700 for headings
 * and bold text (the browser takes 400 for 500 and 700 for 600 and 900). `license` is where the
 * package's license (SIL Open Font License 1.1) is copied, next to the subsets.
 */
export const latinFaces = [
  {
    family: 'Inter Variable',
    weight: '100 900',
    css: 'node_modules/@fontsource-variable/inter/wght.css',
    name: 'inter-wght',
    license: 'Inter-OFL.txt',
  },
  {
    family: 'Cinzel Variable',
    weight: '400 900',
    css: 'node_modules/@fontsource-variable/cinzel/wght.css',
    name: 'cinzel-wght',
    license: 'Cinzel-OFL.txt',
  },
];

const NOTO_SANS_KR = 'node_modules/@expo-google-fonts/noto-sans-kr';
export const koreanFace = {
  family: 'Noto Sans KR',
  weights: [400, 700],
  source: (weight) => {
    const style = weight === 700 ? 'Bold' : 'Regular';
    return `${NOTO_SANS_KR}/${weight}${style}/NotoSansKR_${weight}${style}.ttf`;
  },
  licenseSource: `${NOTO_SANS_KR}/LICENSE_FONT`,
  name: (weight) => `noto-sans-kr-${weight}`,
  license: 'NotoSansKR-OFL.txt',
};

/** The stylesheet the script writes: every @font-face of the web fonts, the monospace one included. */
export const FONTS_CSS = 'src/styles/fonts.css';

/** Where the subsets go (from the project root), and the same folder as fonts.css links it. */
export const FONTS_DIR = 'assets/fonts';
export const FONTS_URL = '../../assets/fonts';

/** The string values of a JSON document, however deep. */
function jsonStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The text of one language folder, by file: the string values of its JSON files (an ICU message
 * whole, placeholders and all: more characters, never fewer) and its Markdown (MDX) whole.
 * `everyPage` marks the files other languages' pages show too (SHOWN_ON_EVERY_PAGE).
 */
export function localeFiles(code, root = '.') {
  const dir = join(root, LOCALES_DIR, code);
  return readdirSync(dir)
    .filter((file) => /\.(json|mdx?)$/.test(file))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return {
        file: `${LOCALES_DIR}/${code}/${file}`,
        text: file.endsWith('.json') ? jsonStrings(JSON.parse(raw)).join('\n') : raw,
        everyPage: SHOWN_ON_EVERY_PAGE.includes(file),
      };
    });
}

/** The language folders: src/locales/<code>/ with at least one file. */
export function localeCodes(root = '.') {
  const dir = join(root, LOCALES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(dir, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/** The Intl tag of a language (its locale.json), which dates and numbers are written in. */
export function intlOf(code, root = '.') {
  const file = join(root, LOCALES_DIR, code, 'locale.json');
  if (!existsSync(file)) return undefined;
  const { intl } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof intl === 'string' ? intl : undefined;
}

/**
 * What src/lib/format.ts writes in a language, with its options: every month name (the roadmap's
 * "2025년 6월", "junho de 2025"), numbers, dollars and percentages. Keep the two in step.
 */
export function intlSample(intl) {
  const months = Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2025, month, 1)).toLocaleDateString(intl, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  return [
    ...months,
    (1234567.5).toLocaleString(intl),
    (-1234567).toLocaleString(intl, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
    (0.125).toLocaleString(intl, { style: 'percent' }),
  ].join('\n');
}

/** The string literals and JSX text of src/content/*.ts (comments and code left out). */
export async function contentText(root = '.') {
  const { default: ts } = await import('typescript');
  const dir = join(root, CONTENT_DIR);
  if (!existsSync(dir)) return '';
  const strings = [];
  for (const file of readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .sort()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
        strings.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return strings.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The web fonts as the boot script brings them in (src/boot/boot.ts): faces it loads outside the
// document and adds all at once, so the page is laid out once for them.

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
 * The @font-face rules of a built stylesheet as the boot script's faces (src/boot/protocol.ts):
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

/** A CSS unicode-range (`U+20-7E,U+AD6D,U+11??`) as `[first, last]` code point pairs. */
export function parseUnicodeRange(unicodeRange) {
  return unicodeRange.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    // `U+11??` is U+1100 to U+11FF.
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'F'), 16)];
  });
}

/** Whether a CSS unicode-range covers any character of `text`. */
export function coversAny(unicodeRange, text) {
  const ranges = parseUnicodeRange(unicodeRange);
  return [...text].some((char) => {
    const point = char.codePointAt(0);
    return ranges.some(([first, last]) => point >= first && point <= last);
  });
}
