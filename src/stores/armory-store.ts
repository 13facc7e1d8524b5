import { create } from 'zustand';
import {
  armoryDefaults,
  armorySlots,
  findItem,
  setOf,
  type ArmorySlot,
  type EquippedSet,
} from '../content/armory';

interface ArmoryState {
  /** What the Masked Flame wears: one item per slot. */
  equipped: EquippedSet;
  /** Equips the item `id` of `slot`; an id the slot does not have changes nothing. */
  equip: (slot: ArmorySlot, id: string) => void;
  /** Equips a whole set at once (the one a link names). */
  equipSet: (set: EquippedSet) => void;
}

/**
 * The Armory's state: the equipped set, nothing else. It starts at the defaults, as the
 * pre-rendered page shows them; the section equips the set its link names
 * (src/sections/use-armory-link.ts), and the scene's host dresses the scene in whatever it holds.
 */
export const useArmoryStore = create<ArmoryState>()((set) => ({
  equipped: armoryDefaults,
  equip: (slot, id) =>
    set((state) => {
      if (!findItem(slot, id) || state.equipped[slot] === id) return state;
      return { equipped: setOf({ ...state.equipped, [slot]: id }) };
    }),
  equipSet: (next) =>
    set((state) => {
      const same = armorySlots.every((slot) => state.equipped[slot] === next[slot]);
      return same ? state : { equipped: next };
    }),
}));
