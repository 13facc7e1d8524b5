import { describe, expect, it } from 'vitest';
import { allocation } from '../../../src/content/allocation';
import { site, siteDefaults } from '../../../src/content/site';
import { applySiteEnv } from '../../../src/content/site-env';
import { validateContent } from '../../../scripts/lib/site-schema';

const withSite = (patch: Record<string, unknown>) =>
  validateContent({ ...site, ...patch }, allocation);

describe('site configuration validation', () => {
  it('accepts the shipped configuration', () => {
    expect(validateContent(site, allocation)).toEqual([]);
  });

  it('rejects a contract address that is not a Solana address, naming field and value', () => {
    expect(withSite({ contractAddress: '0xABC' })).toEqual([
      'site.contractAddress: "0xABC" is not a Solana address',
    ]);
  });

  it('rejects base58 look-alikes: too short, too long, or with 0 O I l', () => {
    for (const bad of [
      'EMBR1234',
      'E'.repeat(45),
      'EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpum0',
      'OIl' + 'a'.repeat(40),
    ])
      expect(withSite({ contractAddress: bad })).toHaveLength(1);
  });

  it('rejects an external destination that is not an https URL', () => {
    expect(withSite({ links: { ...site.links, support: 'http://support.example' } })).toEqual([
      'site.links.support: "http://support.example" is not an absolute https URL',
    ]);
    expect(withSite({ links: { ...site.links, playNow: 'javascript:alert(1)' } })).toHaveLength(1);
    expect(withSite({ links: { ...site.links, social: 'not a url' } })).toHaveLength(1);
  });

  it('rejects a site URL that is relative or not https', () => {
    expect(withSite({ siteUrl: '/emberwild' })).toEqual([
      'site.siteUrl: "/emberwild" is not an absolute https URL',
    ]);
    expect(withSite({ siteUrl: 'http://emberwild.example' })).toHaveLength(1);
  });

  it('rejects an allocation that does not total exactly 100', () => {
    const short = allocation.map((entry, index) =>
      index === 0 ? { ...entry, percent: 5 } : entry,
    );
    expect(validateContent(site, short)).toEqual(['allocation: total 95 does not total 100']);
  });

  it('rejects an allocation entry outside 0–100', () => {
    const bad = [
      { name: 'allocation.publicSale', percent: 120, color: 'gold', icon: 'coins' },
      { name: 'allocation.rewards', percent: -20, color: 'jade', icon: 'trophy' },
    ] as const;
    expect(validateContent(site, bad)).toEqual([
      'allocation.0.percent: 120 is above 100',
      'allocation.1.percent: -20 is below 0',
    ]);
  });
});

describe('deploy-time overrides', () => {
  it('replaces the site URL, address and links that are set, and keeps the rest', () => {
    const resolved = applySiteEnv(siteDefaults, {
      SITE_URL: 'https://emberwild.game/',
      CONTRACT_ADDRESS: ' So11111111111111111111111111111111111111112 ',
      LINK_SUPPORT: 'https://help.emberwild.game',
      LINK_SOCIAL: '',
    });
    expect(resolved.siteUrl).toBe('https://emberwild.game');
    expect(resolved.contractAddress).toBe('So11111111111111111111111111111111111111112');
    expect(resolved.links.support).toBe('https://help.emberwild.game');
    expect(resolved.links.social).toBe(siteDefaults.links.social);
    expect(resolved.name).toBe(siteDefaults.name);
    expect(validateContent(resolved, allocation)).toEqual([]);
  });
});

describe('the build', () => {
  it('stops with a message naming the field when an override is invalid', async () => {
    const { validateContentPlugin } = await import('../../../scripts/lib/validate-content-plugin');
    const plugin = validateContentPlugin();
    const hook = plugin.configResolved as (config: { mode: string; envDir: string }) => void;
    process.env.CONTRACT_ADDRESS = '0xABC';
    try {
      expect(() => hook({ mode: 'production', envDir: '/nonexistent' })).toThrow(
        'site.contractAddress: "0xABC" is not a Solana address',
      );
    } finally {
      delete process.env.CONTRACT_ADDRESS;
    }
    expect(() => hook({ mode: 'production', envDir: '/nonexistent' })).not.toThrow();
  });
});
