import { describe, expect, it } from 'vitest';
import { allocation } from '../../../src/content/allocation';
import { site, siteDefaults } from '../../../src/content/site';
import { applySiteEnv } from '../../../src/content/site-env';
import { armory } from '../../../src/content/armory';
import { validateArmory, validateContent } from '../../../scripts/lib/site-schema';

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
      'allocation[0].percent: 120 is above 100',
      'allocation[1].percent: -20 is below 0',
    ]);
  });
});

/** The Armory's content with item `index` changed by `patch`. */
const withItem = (index: number, patch: Record<string, unknown>) => ({
  ...armory,
  items: armory.items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
});
const indexOf = (slot: string, id: string) =>
  armory.items.findIndex((item) => item.slot === slot && item.id === id);

describe('the Armory’s content', () => {
  it('accepts the shipped items, and the build checks them with the rest', () => {
    expect(validateArmory(armory)).toEqual([]);
    expect(validateContent(site, allocation, armory)).toEqual([]);
  });

  it('rejects a rarity that is not one of the four, naming the item and the value', () => {
    expect(validateArmory(withItem(3, { rarity: 'mythic' }))).toEqual([
      'armory.items[3].rarity: "mythic" is not one of common, rare, epic, legendary',
    ]);
  });

  it('rejects a slot that is not mask, wings or gear', () => {
    expect(validateArmory(withItem(0, { slot: 'hat' }))).toContain(
      'armory.items[0].slot: "hat" is not one of mask, wings, gear',
    );
  });

  it('rejects a field left out', () => {
    const items = armory.items.map((item, at) => {
      if (at !== 1) return item;
      const withoutRarity: Record<string, unknown> = { ...item };
      delete withoutRarity.rarity;
      return withoutRarity;
    });
    expect(validateArmory({ ...armory, items })).toEqual(['armory.items[1].rarity: is missing']);
    expect(validateArmory(withItem(2, { name: '' }))).toEqual([
      'armory.items[2].name: "" is empty',
    ]);
  });

  it('rejects an id used twice in one slot, naming both items', () => {
    const twice = indexOf('mask', 'ash');
    expect(validateArmory(withItem(twice, { id: 'heartwood' }))).toEqual([
      `armory.items[${twice}].id: "heartwood" is also the id of armory.items[0], in the same slot`,
    ]);
  });

  it('allows the same id in different slots: a link names each slot’s own', () => {
    expect(indexOf('mask', 'moon')).not.toBe(-1);
    expect(indexOf('wings', 'moon')).not.toBe(-1);
  });

  it('rejects an id that would need escaping in a link', () => {
    expect(validateArmory(withItem(0, { id: 'Heart Wood' }))[0]).toMatch(
      /^armory\.items\[0\]\.id: "Heart Wood" is not an id/,
    );
  });

  it('rejects an id with a dash, which would make two sets share one share page slug', () => {
    expect(validateArmory(withItem(0, { id: 'heart-wood' }))[0]).toMatch(
      /^armory\.items\[0\]\.id: "heart-wood" is not an id/,
    );
  });

  it('rejects a default that is not an item of its slot', () => {
    expect(
      validateArmory({ ...armory, defaults: { ...armory.defaults, wings: 'glaive' } }),
    ).toEqual([
      'armory.defaults.wings: "glaive" is not an item of the wings slot (ember, ash, moon, none)',
    ]);
    expect(validateArmory({ ...armory, defaults: { mask: 'heartwood', gear: 'glaive' } })).toEqual([
      'armory.defaults.wings: is missing',
    ]);
  });

  it('rejects a look that does not fit its slot or names a colour the design lacks', () => {
    expect(validateArmory(withItem(0, { look: null }))).toEqual([
      'armory.items[0].look: null is not a mask look ({ wood, grain, paint, eyes })',
    ]);
    const mask = armory.items[0].look;
    expect(validateArmory(withItem(0, { look: { ...mask, paint: 'silver' } }))).toEqual([
      'armory.items[0].look.paint: "silver" is not one of flame, ember, gold, jade, moss, teal, violet, rose',
    ]);
    const gear = indexOf('gear', 'charm');
    expect(validateArmory(withItem(gear, { look: { kind: 'bow', tint: 'jade' } }))).toEqual([
      `armory.items[${gear}].look.kind: "bow" is not one of glaive, charm, armour`,
    ]);
    // Only wings may be none.
    expect(validateArmory(withItem(gear, { look: null }))).toHaveLength(1);
    expect(validateArmory(withItem(indexOf('wings', 'ash'), { look: null }))).toEqual([]);
  });

  it('rejects a slot with no items, and a slot shown twice or not at all', () => {
    const noGear = { ...armory, items: armory.items.filter((item) => item.slot !== 'gear') };
    expect(validateArmory(noGear)).toEqual([
      'armory.items: has no gear item',
      'armory.defaults.gear: "glaive" is not an item of the gear slot (none)',
    ]);
    const slots = [armory.slots[0], armory.slots[0], armory.slots[2]];
    expect(validateArmory({ ...armory, slots })).toEqual([
      'armory.slots[1].slot: "mask" is shown twice',
      'armory.slots: has no wings group',
    ]);
  });

  it('reports every problem at once', () => {
    const twice = indexOf('mask', 'ash');
    const bad = withItem(twice, { id: 'heartwood', rarity: 'mythic' });
    expect(validateArmory({ ...bad, defaults: { ...armory.defaults, gear: 'bow' } })).toEqual([
      `armory.items[${twice}].rarity: "mythic" is not one of common, rare, epic, legendary`,
      `armory.items[${twice}].id: "heartwood" is also the id of armory.items[0], in the same slot`,
      'armory.defaults.gear: "bow" is not an item of the gear slot (glaive, charm, armour)',
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
  it('stops on a bad Armory item, naming the field', async () => {
    const { validateContentPlugin } = await import('../../../scripts/lib/validate-content-plugin');
    const { armoryItems } = await import('../../../src/content/armory');
    const hook = validateContentPlugin().configResolved as (config: {
      mode: string;
      envDir: string;
    }) => void;
    const item = armoryItems[3] as { rarity: string };
    const rarity = item.rarity;
    item.rarity = 'mythic';
    try {
      expect(() => hook({ mode: 'production', envDir: '/nonexistent' })).toThrow(
        'armory.items[3].rarity: "mythic" is not one of common, rare, epic, legendary',
      );
    } finally {
      item.rarity = rarity;
    }
  });

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
