// The fonts the site serves itself, and the local faces that stand in for them until they arrive.
// Read by `npm run render:fonts`, by the Vite plugin that writes the fallback faces
// (font-fallbacks-plugin.ts) and by the unit tests.

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
