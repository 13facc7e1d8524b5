// What Intl writes for each kind of figure in a page's locale. The build writes every figure the
// content holds with these (scripts/lib/written-figures-plugin.ts); the page only calls them for
// a figure the build did not know. Each takes the Intl locale explicitly: nothing here may fall
// back to the browser's own locale.

export const intlNumber = (value: number, locale: string): string => value.toLocaleString(locale);

export const intlUsd = (value: number, locale: string): string =>
  value.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const intlPercent = (value: number, locale: string): string =>
  (value / 100).toLocaleString(locale, { style: 'percent' });

/** A month of a year, such as "June 2025" or "junio de 2025"; `month` is an ISO "YYYY-MM". */
export const intlMonth = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
