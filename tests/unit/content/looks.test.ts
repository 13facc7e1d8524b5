import { describe, expect, it } from 'vitest';
import { armorySlots, itemsOf } from '../../../src/content/armory';
import {
  armoryAnchor,
  armoryLinkFor,
  lookItems,
  lookPagePath,
  lookPicturePath,
  lookSets,
  lookSlug,
  setFromSlug,
} from '../../../src/content/looks';
import { parseArmory } from '../../../src/sections/armory-url';

describe('a look’s link', () => {
  const sets = lookSets();

  it('lists every set once: each mask with each wings and each gear', () => {
    const expected = armorySlots.reduce((count, slot) => count * itemsOf(slot).length, 1);
    expect(sets).toHaveLength(expected);
    expect(new Set(sets.map(lookSlug)).size).toBe(expected);
  });

  it('writes a slug as the three ids in slot order, and reads it back', () => {
    const set = { mask: 'moon', wings: 'ash', gear: 'charm' } as const;
    expect(lookSlug(set)).toBe('moon-ash-charm');
    expect(lookPagePath(set)).toBe('/look/moon-ash-charm/');
    expect(lookPicturePath(set)).toBe('/looks/moon-ash-charm.jpg');
    for (const each of sets) expect(setFromSlug(lookSlug(each))).toEqual(each);
  });

  it.each([
    'nothing-here',
    'moon-ash',
    'moon-ash-charm-extra',
    'ash-moon-charm-',
    'charm-ash-moon',
  ])('names no set with "%s"', (slug) => expect(setFromSlug(slug)).toBeUndefined());

  it('leads into the home page’s Armory with every slot of the set named', () => {
    const set = { mask: 'heartwood', wings: 'ember', gear: 'glaive' } as const;
    const link = armoryLinkFor(set, '/fr/');
    expect(link).toBe(`/fr/?mask=heartwood&wings=ember&gear=glaive#${armoryAnchor}`);
    for (const each of sets) {
      const url = new URL(armoryLinkFor(each, '/'), 'https://example.test');
      expect(parseArmory(url.search)).toEqual(each);
      expect(url.hash).toBe(`#${armoryAnchor}`);
    }
  });

  it('gives a set’s items in slot order', () => {
    expect(
      lookItems({ mask: 'moon', wings: 'none', gear: 'armour' }).map((item) => item.slot),
    ).toEqual([...armorySlots]);
  });
});
