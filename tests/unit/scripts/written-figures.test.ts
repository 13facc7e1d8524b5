import { afterEach, describe, expect, it, vi } from 'vitest';
import { allocation } from '../../../src/content/allocation';
import { site } from '../../../src/content/site';
import { whitepaperMeta } from '../../../src/content/whitepaper';
import { formatMonth, formatNumber, formatPercent, formatUsd } from '../../../src/i18n/format';
import { intlFormats } from '../../../src/i18n/intl-format';
import { locales } from '../../../src/i18n/locales';
import { contentFigures, writeFigures } from '../../../scripts/lib/written-figures-plugin';

afterEach(() => vi.restoreAllMocks());

describe('the figures written at build time', () => {
  it('hold every figure of the content, in every language, as Intl writes it', () => {
    const table = writeFigures(locales.map((locale) => locale.intl));
    const figures = contentFigures();
    expect(figures.number).toContain(site.token.maxSupply);
    expect(figures.usd).toContain(site.token.launchMarketCapUsd);
    expect(figures.percent).toEqual(expect.arrayContaining(allocation.map((e) => e.percent)));
    expect(figures.month).toContain(whitepaperMeta.launchMonth);
    for (const { intl } of locales) {
      expect(table[intl]?.[`usd:${site.token.launchMarketCapUsd}`]).toBe(
        intlFormats.usd(site.token.launchMarketCapUsd, intl),
      );
      expect(table[intl]?.[`month:${whitepaperMeta.launchMonth}`]).toBe(
        intlFormats.month(whitepaperMeta.launchMonth, intl),
      );
    }
  });

  it('are what the page writes, without calling Intl', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const dateToLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    for (const { intl } of locales) {
      expect(formatUsd(site.token.launchMarketCapUsd, intl)).not.toBe('');
      expect(formatNumber(site.token.maxSupply, intl)).not.toBe('');
      for (const { percent } of allocation) expect(formatPercent(percent, intl)).not.toBe('');
      expect(formatMonth(whitepaperMeta.launchMonth, intl)).not.toBe('');
    }
    expect(toLocale).not.toHaveBeenCalled();
    expect(dateToLocale).not.toHaveBeenCalled();
  });

  it('leave a figure the build did not know to Intl', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatUsd(1_234, 'en-US')).toBe('$1,234');
    expect(toLocale).toHaveBeenCalledOnce();
  });
});
