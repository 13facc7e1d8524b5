import { describe, expect, it } from 'vitest';
import {
  armory,
  armoryDefaults,
  armoryItems,
  armorySlots,
  findItem,
  itemsOf,
  lookOf,
  rarities,
  setOf,
} from '../../../src/content/armory';
import { catalog } from '../../site-messages';

describe('the Armory’s items', () => {
  it('has at least three items in every slot, the default first', () => {
    for (const slot of armorySlots) {
      expect(itemsOf(slot).length, slot).toBeGreaterThanOrEqual(3);
      expect(itemsOf(slot)[0]?.id, slot).toBe(armoryDefaults[slot]);
    }
  });

  it('offers no wings at all: "none", whose look is null', () => {
    expect(findItem('wings', 'none')?.look).toBeNull();
    expect(lookOf(setOf({ wings: 'none' })).wings).toBeNull();
  });

  it('has a legendary mask, and every rarity among the items', () => {
    expect(itemsOf('mask').some((item) => item.rarity === 'legendary')).toBe(true);
    expect(new Set(armoryItems.map((item) => item.rarity))).toEqual(new Set(rarities));
  });

  it('names every item’s words in the English catalog', () => {
    const english = catalog('en');
    const missing = armoryItems
      .flatMap((item) => [item.name, item.description])
      .filter((id) => !(id in english));
    expect(missing).toEqual([]);
  });

  it('shows each slot once, in the order of the slots', () => {
    expect(armory.slots.map((group) => group.slot)).toEqual([...armorySlots]);
  });
});

describe('a set of ids', () => {
  it('keeps the ids its slots have, and gives every other slot its default', () => {
    expect(setOf({ mask: 'moon', wings: 'nope', gear: null })).toEqual({
      mask: 'moon',
      wings: armoryDefaults.wings,
      gear: armoryDefaults.gear,
    });
  });

  it('never takes an item of another slot, nor an inherited property', () => {
    expect(setOf({ mask: 'charm', wings: 'glaive', gear: 'heartwood' })).toEqual(armoryDefaults);
    expect(setOf({ mask: '__proto__', wings: 'constructor', gear: 'toString' })).toEqual(
      armoryDefaults,
    );
  });

  it('is drawn with each item’s own look', () => {
    expect(lookOf({ mask: 'moon', wings: 'ash', gear: 'charm' })).toEqual({
      mask: findItem('mask', 'moon')?.look,
      wings: findItem('wings', 'ash')?.look,
      gear: findItem('gear', 'charm')?.look,
    });
  });
});
