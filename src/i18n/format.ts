import { writtenFigures } from 'virtual:written-figures';
import { figureKey, intlFormats, type FigureKind } from './intl-format';

// Every figure the content holds is written at build time, by the same Intl calls the
// pre-rendered HTML was written with (scripts/lib/written-figures-plugin.ts). So the page never
// starts ICU to hydrate (a costly first Intl call: docs/performance.md), and the hydrated text
// matches the server's in every engine, whatever ICU data the browser has.
// Intl only writes what the build did not know.
function written<V extends number | string>(kind: FigureKind, format: (v: V, l: string) => string) {
  return (value: V, locale: string): string =>
    writtenFigures[locale]?.[figureKey(kind, value)] ?? format(value, locale);
}

export const formatNumber = written('number', intlFormats.number);
export const formatUsd = written('usd', intlFormats.usd);
export const formatPercent = written('percent', intlFormats.percent);
/** A month of a year, such as "June 2025" or "junio de 2025"; `month` is an ISO "YYYY-MM". */
export const formatMonth = written('month', intlFormats.month);
