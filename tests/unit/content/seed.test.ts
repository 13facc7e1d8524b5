// The one test that holds the site to the seed, the product's source document, whose words and
// figures are requirements (tests/shared/seed.ts writes them out). Every other test reads what
// it expects from src/content and the catalogues, so when the team changes the market cap or
// moves the roadmap along, this is the only test that turns red, and its message says what to do.
import { describe, expect, it } from 'vitest';
import { allocation } from '../../../src/content/allocation';
import { notFoundCode } from '../../../src/content/copy';
import { features } from '../../../src/content/features';
import { footerColumns } from '../../../src/content/footer';
import { gameplayDemo, mechanics } from '../../../src/content/mechanics';
import { tokenUtility } from '../../../src/content/utility';
import { paths } from '../../../src/content/paths';
import { roadmap } from '../../../src/content/roadmap';
import { site, siteDefaults } from '../../../src/content/site';
import type { FooterLink } from '../../../src/content/types';
import { whitepaperMeta } from '../../../src/content/whitepaper';
import { intlMonth, intlNumber, intlUsd } from '../../../src/i18n/intl-format';
import { en, localeMeta } from '../../site-messages';
import { seed, seedLists } from '../../shared/seed';
import { whitepaperSections, whitepaperSubsections } from '../../shared/whitepaper-outline';

const SEED_FILE = 'tests/shared/seed.ts';
const MESSAGES = 'src/locales/en/messages.json';
const WHITEPAPER = 'src/locales/en/whitepaper.mdx';
const { intl } = localeMeta('en');

interface Pinned {
  /** What the value is, as the seed names it. */
  what: string;
  /** Where the site keeps it. */
  file: string;
  /** What the site says (as an English page writes it, for a figure). */
  site: unknown;
  /** Where tests/shared/seed.ts writes the seed's value. */
  seedKey: string;
  seed: unknown;
}

const documentation = footerColumns
  .flatMap((column): FooterLink[] => [...column.links])
  .filter((link) => link.kind === 'internal')
  .map((link) => [en(link.label), link.href]);
const highlights = seedLists.whitepaperSections[4];

const pinned: Pinned[] = [
  {
    what: 'The number of gameplay cards',
    file: 'src/content/mechanics.ts',
    site: mechanics.length,
    seedKey: 'seedLists.mechanicsCount',
    seed: seedLists.mechanicsCount,
  },
  {
    what: 'The number of token utilities',
    file: 'src/content/utility.ts',
    site: tokenUtility.length,
    seedKey: 'seedLists.tokenUtilityCount',
    seed: seedLists.tokenUtilityCount,
  },
  {
    what: 'The name',
    file: 'src/content/site.ts',
    site: site.name,
    seedKey: 'seed.name',
    seed: seed.name,
  },
  {
    what: 'The token symbol',
    file: 'src/content/site.ts',
    site: site.token.symbol,
    seedKey: 'seed.symbol',
    seed: seed.symbol,
  },
  {
    what: 'The ticker',
    file: 'src/content/site.ts',
    site: site.token.ticker,
    seedKey: 'seed.ticker',
    seed: seed.ticker,
  },
  {
    what: 'The network',
    file: 'src/content/site.ts',
    site: site.network,
    seedKey: 'seed.network',
    seed: seed.network,
  },
  {
    what: 'That the contract is audited',
    file: 'src/content/site.ts',
    site: site.token.audited,
    seedKey: 'seed.audited',
    seed: seed.audited,
  },
  {
    what: 'The default contract address',
    file: 'src/content/site.ts',
    site: siteDefaults.contractAddress,
    seedKey: 'seed.contractAddress',
    seed: seed.contractAddress,
  },
  {
    what: 'The max supply',
    file: 'src/content/site.ts',
    site: intlNumber(site.token.maxSupply, intl),
    seedKey: 'seed.maxSupply',
    seed: seed.maxSupply,
  },
  {
    what: 'The launch market cap',
    file: 'src/content/site.ts',
    site: intlUsd(site.token.launchMarketCapUsd, intl),
    seedKey: 'seed.launchMarketCap',
    seed: seed.launchMarketCap,
  },
  {
    what: 'The tagline',
    file: MESSAGES,
    site: en('site.tagline'),
    seedKey: 'seed.tagline',
    seed: seed.tagline,
  },
  {
    what: 'The genre badge',
    file: MESSAGES,
    site: en('site.genre'),
    seedKey: 'seedLists.genre',
    seed: seedLists.genre,
  },
  {
    what: 'The gameplay demo placeholder',
    file: MESSAGES,
    site: en(gameplayDemo.title),
    seedKey: 'seed.gameplayDemo',
    seed: seed.gameplayDemo,
  },
  {
    what: "The demo's actions",
    file: MESSAGES,
    site: gameplayDemo.actions.map((action) => en(action)),
    seedKey: 'seedLists.gameplayDemoActions',
    seed: seedLists.gameplayDemoActions,
  },
  {
    what: "The 'Copied!' toast",
    file: MESSAGES,
    site: { title: en('toast.copied.title'), description: en('toast.copied.description') },
    seedKey: 'seed.copied',
    seed: seed.copied,
  },
  {
    what: "The 'Copy failed' toast",
    file: MESSAGES,
    site: { title: en('toast.copyFailed.title'), description: en('toast.copyFailed.description') },
    seedKey: 'seed.copyFailed',
    seed: seed.copyFailed,
  },
  {
    what: 'The not-found page',
    file: `src/content/copy.ts (code), ${MESSAGES} (title)`,
    site: { code: notFoundCode, title: en('notFound.title') },
    seedKey: 'seed.notFound',
    seed: seed.notFound,
  },
  {
    what: 'The error screen',
    file: MESSAGES,
    site: en('error.title'),
    seedKey: 'seed.errorScreen',
    seed: seed.errorScreen,
  },
  {
    what: 'The feature cards',
    file: `src/content/features.ts, ${MESSAGES}`,
    site: features.map((feature) => en(feature.title)),
    seedKey: 'seedLists.features',
    seed: seedLists.features,
  },
  {
    what: 'The token allocation',
    file: `src/content/allocation.ts, ${MESSAGES}`,
    site: allocation.map(({ name, percent }) => [en(name), percent]),
    seedKey: 'seedLists.allocation',
    seed: seedLists.allocation,
  },
  {
    what: 'The roadmap phases and their status',
    file: 'src/content/roadmap.ts',
    site: roadmap.map((phase) => [en('roadmap.phase', { number: phase.phase }), phase.status]),
    seedKey: 'seedLists.roadmap',
    seed: seedLists.roadmap,
  },
  {
    what: 'The footer columns',
    file: `src/content/footer.ts, ${MESSAGES}`,
    site: footerColumns.map((column) => en(column.title)),
    seedKey: 'seedLists.footerColumns',
    seed: seedLists.footerColumns,
  },
  {
    what: 'The footer link to the whitepaper',
    file: `src/content/footer.ts, ${MESSAGES}`,
    site: documentation,
    seedKey: 'seedLists.documentation',
    seed: [[seedLists.documentation, paths.whitepaper]],
  },
  {
    what: "The whitepaper's version",
    file: `src/content/whitepaper.ts, ${MESSAGES}`,
    site: en(whitepaperMeta.versionLabel, { version: whitepaperMeta.version }),
    seedKey: 'seed.whitepaperVersion',
    seed: seed.whitepaperVersion,
  },
  {
    what: "The whitepaper's launch month",
    file: 'src/content/whitepaper.ts',
    site: intlMonth(whitepaperMeta.launchMonth, intl),
    seedKey: 'seedLists.whitepaperLaunch',
    seed: seedLists.whitepaperLaunch,
  },
  {
    what: "The whitepaper's sections",
    file: WHITEPAPER,
    site: whitepaperSections.map((section) => section.title),
    seedKey: 'seedLists.whitepaperSections',
    seed: seedLists.whitepaperSections,
  },
  {
    what: "The whitepaper's roadmap highlights",
    file: WHITEPAPER,
    site: whitepaperSubsections(highlights),
    seedKey: 'seedLists.whitepaperMilestones',
    seed: seedLists.whitepaperMilestones,
  },
];

const show = (value: unknown) => JSON.stringify(value);

describe('the seed', () => {
  it('is what the site says: its words, figures and lists, as an English page shows them', () => {
    const differences = pinned
      .filter((value) => show(value.site) !== show(value.seed))
      .map(
        (value) =>
          `${value.what}: ${show(value.site)} in ${value.file}, but the seed says ` +
          `${show(value.seed)}. If the business changed it, write the new value in ${SEED_FILE} ` +
          `(${value.seedKey}) too; if not, put ${value.file} back.`,
      );
    expect(differences, differences.join('\n')).toEqual([]);
  });
});
