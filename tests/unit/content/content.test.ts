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
import { sectionIds, sectionLabels } from '../../../src/content/copy';
import { features } from '../../../src/content/features';
import { footerSocial } from '../../../src/content/footer';
import { gameplayDemo } from '../../../src/content/mechanics';
import { phaseStatusLabel, roadmap } from '../../../src/content/roadmap';
import { site } from '../../../src/content/site';
import { whitepaperMeta } from '../../../src/content/whitepaper';
import { catalog, en } from '../../site-messages';

// The seed's own words and figures (the six features' titles, Phase 1 current, $60,000, …) are
// held in one place, seed.test.ts; here, what any content must be, whatever the team changes.
describe('site configuration', () => {
  it('has a Solana-shaped contract address (base58, 32–44 characters)', () => {
    expect(site.contractAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('sends every external destination to an https URL', () => {
    for (const url of Object.values(site.links)) expect(new URL(url).protocol).toBe('https:');
  });
});

describe('home content', () => {
  it('gives each feature card a description and a color', () => {
    for (const feature of features) {
      expect(en(feature.description).length).toBeGreaterThan(20);
      expect(feature.color).toBeTruthy();
    }
  });

  it('gives the demo placeholder its inert actions', () => {
    expect(gameplayDemo.actions.length).toBeGreaterThan(0);
  });

  it('allocates exactly 100 percent', () => {
    expect(allocation.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
  });

  it('gives each roadmap phase items, and every status a label, the unused ones too', () => {
    for (const phase of roadmap) expect(phase.items.length).toBeGreaterThan(0);
    expect(Object.keys(phaseStatusLabel).sort()).toEqual(
      ['completed', 'current', 'future', 'upcoming'].sort(),
    );
  });

  it('names a label for every station of the timeline, in page order', () => {
    expect(Object.keys(sectionLabels)).toEqual([...sectionIds]);
  });

  it('keeps the Discord label a brand name, the same in every language: not a message', () => {
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
