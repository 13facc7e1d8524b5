// What Intl writes for each kind of figure in a page's locale. The build writes every figure the
// content holds with these (scripts/lib/written-figures-plugin.ts); the page only calls them for
// a figure the build did not know. Each takes the Intl locale explicitly: nothing here may fall
// back to the browser's own locale.

/**
 * Intl writes U+202F (narrow no-break space) in some locales' figures (French: "1 234 567",
 * "12,5 %"), a space Inter and Cinzel have no glyph for; U+00A0 keeps the figure on one line and
 * is drawn by the site's own faces, so no figure depends on the visitor's fonts.
 */
const inSiteFonts = (figure: string): string => figure.replaceAll('\u202f', '\u00a0');

export const intlNumber = (value: number, locale: string): string =>
  inSiteFonts(value.toLocaleString(locale));

export const intlUsd = (value: number, locale: string): string =>
  inSiteFonts(
    value.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  );

export const intlPercent = (value: number, locale: string): string =>
  inSiteFonts((value / 100).toLocaleString(locale, { style: 'percent' }));

/** A month of a year, such as "June 2025" or "junio de 2025"; `month` is an ISO "YYYY-MM". */
export const intlMonth = (month: string, locale: string): string =>
  inSiteFonts(
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );

/** The kinds of figure, each with how Intl writes it. */
export const intlFormats = {
  number: intlNumber,
  usd: intlUsd,
  percent: intlPercent,
  month: intlMonth,
} as const;

export type FigureKind = keyof typeof intlFormats;

/** A figure's key in the build's table: "usd:60000", "month:2025-06". */
export const figureKey = (kind: FigureKind, value: number | string): string => `${kind}:${value}`;

/**
 * Figures of each kind that, between them, make Intl write every character it can write for that
 * kind in a locale: every digit, the group and decimal separators and their spaces, the signs,
 * the currency's letters, every month's name. The web fonts are cut to what these give in every
 * language (scripts/lib/site-fonts.js), and the font test checks them: a new kind needs its samples.
 */
export const intlSamples: {
  [Kind in FigureKind]: readonly Parameters<(typeof intlFormats)[Kind]>[0][];
} = {
  number: [1_234_567_890.5, -9_876_543_210.25],
  usd: [1_234_567_890, -9_876_543_210],
  percent: [12.5, -100, 1_000_000],
  month: Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
};

/** Everything Intl writes for the samples in a locale, one figure a line. */
export const intlText = (locale: string): string =>
  (Object.keys(intlSamples) as FigureKind[])
    .flatMap((kind) =>
      intlSamples[kind].map((value) =>
        (intlFormats[kind] as (value: number | string, locale: string) => string)(value, locale),
      ),
    )
    .join('\n');
