import { describe, expect, it } from 'vitest';
import { allocation } from '../../../src/content/allocation';
import { features } from '../../../src/content/features';
import { footerColumns } from '../../../src/content/footer';
import { gameplayDemo, mechanics } from '../../../src/content/mechanics';
import { paths } from '../../../src/content/paths';
import { roadmap } from '../../../src/content/roadmap';
import { site } from '../../../src/content/site';
import { tokenUtility } from '../../../src/content/utility';
import type { FooterLink } from '../../../src/content/types';
import { whitepaperSections } from '../../../src/content/whitepaper';
import whitepaperSource from '../../../src/content/whitepaper.mdx?raw';
import { markdownHeadings } from '../../../scripts/lib/markdown-headings';

describe('site configuration', () => {
  it('holds the SPEC constants', () => {
    expect(site.name).toBe('Emberwild');
    expect(site.tagline).toBe('Rise of the Masked Flame');
    expect(site.token.symbol).toBe('$EMBER');
    expect(site.token.ticker).toBe('EMBER');
    expect(site.network).toBe('Solana');
    expect(site.token.maxSupply).toBe(1_000_000_000);
    expect(site.token.launchMarketCapUsd).toBe(60_000);
    expect(site.token.audited).toBe(true);
  });

  it('has a Solana-shaped contract address (base58, 32–44 characters)', () => {
    expect(site.contractAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('sends every external destination to an https URL', () => {
    for (const url of Object.values(site.links)) expect(new URL(url).protocol).toBe('https:');
  });
});

describe('home content', () => {
  it('has the six feature cards with the exact titles, each with a description and color', () => {
    expect(features.map((feature) => feature.title)).toEqual([
      'Open-World Exploration',
      'PvE & PvP Combat',
      'Play-to-Earn Rewards',
      'Flame Keys System',
      'NFT Integration',
      'Community Tournaments',
    ]);
    for (const feature of features) {
      expect(feature.description.length).toBeGreaterThan(20);
      expect(feature.color).toBeTruthy();
    }
  });

  it('has three mechanics and the demo placeholder with its three inert actions', () => {
    expect(mechanics).toHaveLength(3);
    expect(gameplayDemo.title).toBe('Gameplay Demo - Coming Soon');
    expect(gameplayDemo.actions).toEqual(['Watch Trailer', 'Start Playing', 'Learn More']);
  });

  it('allocates exactly 100 percent across the six SPEC entries', () => {
    expect(allocation.map(({ name, percent }) => [name, percent])).toEqual([
      ['Public Sale', 10],
      ['Game Development', 20],
      ['Player Rewards', 30],
      ['DAO Treasury', 20],
      ['Team & Advisors', 10],
      ['Liquidity & Security', 10],
    ]);
    expect(allocation.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
  });

  it('lists the six token utilities', () => {
    expect(tokenUtility).toHaveLength(6);
  });

  it('has four roadmap phases: current, upcoming, future, future; none completed', () => {
    expect(roadmap.map((phase) => [phase.phase, phase.status])).toEqual([
      ['Phase 1', 'current'],
      ['Phase 2', 'upcoming'],
      ['Phase 3', 'future'],
      ['Phase 4', 'future'],
    ]);
    for (const phase of roadmap) expect(phase.items.length).toBeGreaterThan(0);
  });

  it('has the footer columns Game, Token, Community with Documentation → /whitepaper', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Game', 'Token', 'Community']);
    const links: FooterLink[] = footerColumns.flatMap((column) => [...column.links]);
    expect(links).toContainEqual({
      kind: 'internal',
      label: 'Documentation',
      href: paths.whitepaper,
    });
  });
});

describe('whitepaper content', () => {
  it('has the eight sections in SPEC order', () => {
    expect(whitepaperSections.map((section) => section.title)).toEqual([
      'Introduction',
      'The Game',
      'Token Utility',
      'Community & Ecosystem',
      'Roadmap Highlights',
      'Team & Transparency',
      'Why Emberwild',
      'Join the Adventure',
    ]);
  });

  it('has the Q2–Q4 2025 roadmap highlights', () => {
    const milestones = markdownHeadings(whitepaperSource).filter((heading) => heading.depth === 3);
    expect(milestones.map((heading) => heading.title)).toEqual(['Q2 2025', 'Q3 2025', 'Q4 2025']);
  });
});
