import { notFoundCode } from '../../src/content/copy';
import { gameplayDemo } from '../../src/content/mechanics';
import { site } from '../../src/content/site';
import { whitepaperMeta } from '../../src/content/whitepaper';
import { intlMonth, intlNumber, intlUsd } from '../../src/i18n/intl-format';
import { en, localeMeta } from '../site-messages';

const { intl } = localeMeta('en');

/**
 * What the English page shows, read from the content (src/content/*.ts) and the English
 * catalogue, never restated: a test that expects these stays green when the team changes the
 * market cap or the tagline. Whether the content still says what the seed says is the one
 * concern of tests/unit/content/seed.test.ts. Plain modules only, so Vitest and Playwright both
 * read it.
 */
export const englishPage = {
  name: site.name,
  tagline: en('site.tagline'),
  contractAddress: site.contractAddress,
  maxSupply: intlNumber(site.token.maxSupply, intl),
  launchMarketCap: intlUsd(site.token.launchMarketCapUsd, intl),
  gameplayDemo: en(gameplayDemo.title),
  whitepaperVersion: en(whitepaperMeta.versionLabel, { version: whitepaperMeta.version }),
  whitepaperLaunch: intlMonth(whitepaperMeta.launchMonth, intl),
  notFound: { code: notFoundCode, title: en('notFound.title') },
  copied: { title: en('toast.copied.title'), description: en('toast.copied.description') },
  copyFailed: {
    title: en('toast.copyFailed.title'),
    description: en('toast.copyFailed.description'),
  },
  errorScreen: en('error.title'),
} as const;
