import { describe, expect, it } from 'vitest';
import * as allocationModule from '../../../src/content/allocation';
import * as armoryModule from '../../../src/content/armory';
import * as characterModule from '../../../src/content/character';
import * as copyModule from '../../../src/content/copy';
import * as featuresModule from '../../../src/content/features';
import * as footerModule from '../../../src/content/footer';
import * as mechanicsModule from '../../../src/content/mechanics';
import * as pagesModule from '../../../src/content/pages';
import * as roadmapModule from '../../../src/content/roadmap';
import * as utilityModule from '../../../src/content/utility';
import * as whitepaperModule from '../../../src/content/whitepaper';
import { allocation } from '../../../src/content/allocation';
import { notFoundCode, sectionIds, sectionLabels } from '../../../src/content/copy';
import { features } from '../../../src/content/features';
import { footerColumns, footerSocial } from '../../../src/content/footer';
import { gameplayDemo, mechanics } from '../../../src/content/mechanics';
import { paths } from '../../../src/content/paths';
import { phaseStatusLabel, roadmap } from '../../../src/content/roadmap';
import { site, siteDefaults } from '../../../src/content/site';
import type { FooterLink } from '../../../src/content/types';
import { tokenUtility } from '../../../src/content/utility';
import { whitepaperMeta } from '../../../src/content/whitepaper';
import { sourceLocale } from '../../../src/i18n/locales';
import { formatMonth, formatNumber, formatUsd } from '../../../src/i18n/format';
import { seed, seedLists } from '../../shared/seed-strings';
import { whitepaperSections, whitepaperSubsections } from '../../shared/whitepaper';
import { catalog, en } from '../../messages';

const { intl } = sourceLocale;

describe('site configuration', () => {
  it('holds the SPEC constants', () => {
    expect(site.name).toBe(seed.name);
    expect(site.token.symbol).toBe('$EMBER');
    expect(site.token.ticker).toBe('EMBER');
    expect(site.network).toBe('Solana');
    expect(site.token.maxSupply).toBe(1_000_000_000);
    expect(site.token.launchMarketCapUsd).toBe(60_000);
    expect(site.token.audited).toBe(true);
    expect(siteDefaults.contractAddress).toBe(seed.contractAddress);
  });

  it('has a Solana-shaped contract address (base58, 32–44 characters)', () => {
    expect(site.contractAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('sends every external destination to an https URL', () => {
    for (const url of Object.values(site.links)) expect(new URL(url).protocol).toBe('https:');
  });
});

describe("the seed's words are the English page's words", () => {
  it('the tagline, the genre badge and the demo placeholder', () => {
    expect(en('site.tagline')).toBe(seed.tagline);
    expect(en('site.genre')).toBe(seedLists.genre);
    expect(en(gameplayDemo.title)).toBe(seed.gameplayDemo);
  });

  it('the supply and the market cap, as an English page writes them', () => {
    expect(formatNumber(site.token.maxSupply, intl)).toBe(seed.maxSupply);
    expect(formatUsd(site.token.launchMarketCapUsd, intl)).toBe(seed.launchMarketCap);
  });

  it('the toasts, the not-found page and the error screen', () => {
    expect(en('toast.copied.title')).toBe(seed.copied.title);
    expect(en('toast.copied.description')).toBe(seed.copied.description);
    expect(en('toast.copyFailed.title')).toBe(seed.copyFailed.title);
    expect(en('toast.copyFailed.description')).toBe(seed.copyFailed.description);
    expect(notFoundCode).toBe(seed.notFound.code);
    expect(en('notFound.title')).toBe(seed.notFound.title);
    expect(en('error.title')).toBe(seed.errorScreen);
  });

  it("the whitepaper's version and launch note", () => {
    expect(en(whitepaperMeta.versionLabel, { version: whitepaperMeta.version })).toBe(
      seed.whitepaperVersion,
    );
    expect(
      en(whitepaperMeta.launchNote, { date: formatMonth(whitepaperMeta.launchMonth, intl) }),
    ).toContain(seedLists.whitepaperLaunch);
  });
});

describe('home content', () => {
  it('has the six feature cards with the exact titles, each with a description and color', () => {
    expect(features.map((feature) => en(feature.title))).toEqual(seedLists.features);
    for (const feature of features) {
      expect(en(feature.description).length).toBeGreaterThan(20);
      expect(feature.color).toBeTruthy();
    }
  });

  it('has three mechanics and the demo placeholder with its three inert actions', () => {
    expect(mechanics).toHaveLength(3);
    expect(gameplayDemo.actions.map((action) => en(action))).toEqual(seedLists.gameplayDemoActions);
  });

  it('allocates exactly 100 percent across the six SPEC entries', () => {
    expect(allocation.map(({ name, percent }) => [en(name), percent])).toEqual(
      seedLists.allocation,
    );
    expect(allocation.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
  });

  it('lists the six token utilities', () => {
    expect(tokenUtility).toHaveLength(6);
  });

  it('has four roadmap phases: current, upcoming, future, future; none completed', () => {
    expect(
      roadmap.map((phase) => [en('roadmap.phase', { number: phase.phase }), phase.status]),
    ).toEqual(seedLists.roadmap);
    for (const phase of roadmap) expect(phase.items.length).toBeGreaterThan(0);
    // Every status has its label, the unused one too.
    expect(Object.keys(phaseStatusLabel).sort()).toEqual(
      ['completed', 'current', 'future', 'upcoming'].sort(),
    );
  });

  it('names a label for every station of the timeline, in page order', () => {
    expect(Object.keys(sectionLabels)).toEqual([...sectionIds]);
  });

  it('has the footer columns Game, Token, Community with Documentation → /whitepaper', () => {
    expect(footerColumns.map((column) => en(column.title))).toEqual(seedLists.footerColumns);
    const links: FooterLink[] = footerColumns.flatMap((column) => [...column.links]);
    const internal = links.filter((link) => link.kind === 'internal');
    expect(internal.map((link) => [en(link.label), link.href])).toEqual([
      [seedLists.documentation, paths.whitepaper],
    ]);
    // A brand name, the same in every language: not a message.
    expect(footerSocial.discord.label in catalog('en')).toBe(false);
  });
});

/** Every string in a content module that has the shape of a message key ('features.nft.title'). */
function messageIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(value)) found.add(value);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) messageIdsIn(item, found);
  }
  return found;
}

describe('messages named by the content', () => {
  const modules = {
    allocationModule,
    armoryModule,
    characterModule,
    copyModule,
    featuresModule,
    footerModule,
    mechanicsModule,
    pagesModule,
    roadmapModule,
    utilityModule,
    whitepaperModule,
  };
  const used = messageIdsIn(modules);

  it('are found where they are used', () => {
    // The walk sees every kind of entry: a title, a nested list, a label map, a page's meta.
    for (const id of [
      features[0].title,
      characterModule.character.story[0],
      roadmap[0].items[0],
      sectionLabels.roadmap,
      pagesModule.pages.home.title,
      pagesModule.shareImage.alt,
      whitepaperMeta.disclaimer,
      armoryModule.armoryItems[0].description,
      armoryModule.rarityLabels.legendary.label,
    ])
      expect(used).toContain(id);
  });

  it('each exist in the English catalog', () => {
    const english = catalog('en');
    expect([...used].filter((id) => !(id in english))).toEqual([]);
  });
});

describe('whitepaper content', () => {
  it('has the eight sections in SPEC order', () => {
    expect(whitepaperSections.map((section) => section.title)).toEqual(
      seedLists.whitepaperSections,
    );
  });

  it('has the Q2–Q4 2025 roadmap highlights', () => {
    const roadmapHighlights = seedLists.whitepaperSections[4];
    expect(whitepaperSubsections(roadmapHighlights)).toEqual(seedLists.whitepaperMilestones);
  });
});
