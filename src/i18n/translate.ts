import type { I18n } from '@lingui/core';
import type { Translate } from '../content/messages';
import { site } from '../content/site';

// Product names are placeholders in every language ({name}, {symbol}, …), so a rename in
// content/site.ts reaches every message, and no translation can spell them differently.
const productNames = {
  name: site.name,
  symbol: site.token.symbol,
  network: site.network,
  handle: site.socialHandle,
};

/** Translates with one language's messages, the product names filled in. */
export function translator(i18n: I18n): Translate {
  return (id, values) =>
    i18n._(id, { ...productNames, tagline: i18n._('site.tagline'), ...values });
}
