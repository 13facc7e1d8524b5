import type { Plugin } from 'vite';
import { allocation } from '../../src/content/allocation.ts';
import { site } from '../../src/content/site.ts';
import { whitepaperMeta } from '../../src/content/whitepaper.ts';
import { figureKey, intlFormats, type FigureKind } from '../../src/i18n/intl-format.ts';
import { intlOf, localeCodes } from './locale-folders.js';

const VIRTUAL_ID = 'virtual:written-figures';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Every figure the content holds, by the kind the pages write it as; the sum is the allocation's
 * total. A count-up's climbing figures are the final one's digits rolled back (lib/rolling-figure).
 */
export const contentFigures = (): Record<FigureKind, readonly (number | string)[]> => ({
  number: [site.token.maxSupply],
  usd: [site.token.launchMarketCapUsd],
  percent: [allocation.reduce((sum, entry) => sum + entry.percent, 0)].concat(
    allocation.map((entry) => entry.percent),
  ),
  month: [whitepaperMeta.launchMonth],
});

/** Intl locale → "kind:value" → the figure as Intl writes it in that locale. */
export function writeFigures(locales: readonly string[]): Record<string, Record<string, string>> {
  const figures = Object.entries(contentFigures()) as [FigureKind, (number | string)[]][];
  const written = (locale: string) =>
    Object.fromEntries(
      figures.flatMap(([kind, values]) =>
        values.map((value) => {
          const format = intlFormats[kind] as (value: number | string, locale: string) => string;
          return [figureKey(kind, value), format(value, locale)];
        }),
      ),
    );
  return Object.fromEntries(locales.map((locale) => [locale, written(locale)]));
}

/**
 * `virtual:written-figures`: every figure of the content in every language, written by Node's
 * Intl at build time (src/i18n/format.ts says why). A few hundred bytes for all the languages.
 */
export function writtenFiguresPlugin(): Plugin {
  return {
    name: 'emberwild:written-figures',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const table = writeFigures(localeCodes().flatMap((code) => intlOf(code) ?? []));
      return `export const writtenFigures = JSON.parse(${JSON.stringify(JSON.stringify(table))});`;
    },
  };
}
