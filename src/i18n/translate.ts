import type { I18n } from '@lingui/core';
import type { Translate } from '../content/messages';
import { site } from '../content/site';
import { locales, type Locale } from './locales';

// Product names are placeholders in every language ({name}, {symbol}, …), so a rename in
// content/site.ts reaches every message, and no translation can spell them differently.
const productNames = {
  name: site.name,
  symbol: site.token.symbol,
  network: site.network,
  handle: site.socialHandle,
};

/**
 * A Latin name inside right-to-left text keeps its own order ("$EMBER", not "EMBER$" where the
 * sign meets Arabic): it goes between left-to-right marks (U+200E), which draw nothing. Marks, not
 * isolates (U+2068…U+2069): Noto Sans Arabic has glyphs for the marks, so no system font is asked
 * to draw them. Left-to-right pages get the name as it is.
 */
export const isolated = (text: string, dir: Locale['dir']): string =>
  dir === 'rtl' ? `\u200e${text}\u200e` : text;

/** Translates with one language's messages, the product names filled in. */
export function translator(i18n: I18n): Translate {
  const dir = locales.find((locale) => locale.code === i18n.locale)?.dir ?? 'ltr';
  const names = Object.fromEntries(
    Object.entries(productNames).map(([key, value]) => [key, isolated(value, dir)]),
  );
  return (id, values) => i18n._(id, { ...names, tagline: i18n._('site.tagline'), ...values });
}
