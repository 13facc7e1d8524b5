import {
  armoryDefaults,
  armorySlots,
  setOf,
  type ArmorySlot,
  type EquippedSet,
} from '../content/armory';

/*
 * The equipped set in the home page's link: `?mask=moon&wings=none&gear=charm`, one query
 * parameter per slot, beside any others the link has (and its #fragment, which is not part of the
 * search). Pure functions of strings, so they run anywhere and are tested on their own.
 */

/** The query parameter of each slot: its own name. */
export const armoryParams: Readonly<Record<ArmorySlot, string>> = {
  mask: 'mask',
  wings: 'wings',
  gear: 'gear',
};

const isDefault = (set: EquippedSet) =>
  armorySlots.every((slot) => set[slot] === armoryDefaults[slot]);

/**
 * The set a link's search string names. A slot the link leaves out, or names an item that does
 * not exist (a typo, an item since retired, garbage), is that slot's default: a link never fails.
 */
export function parseArmory(search: string): EquippedSet {
  const params = new URLSearchParams(search);
  return setOf({
    mask: params.get(armoryParams.mask),
    wings: params.get(armoryParams.wings),
    gear: params.get(armoryParams.gear),
  });
}

/**
 * `search` with the set written in: every slot once anything differs from the defaults (so a
 * shared link means the same set even if the defaults change later), none at all when the set is
 * the defaults. Other parameters keep their places. Returns '' or a string starting with '?'.
 */
export function serialiseArmory(set: EquippedSet, search: string): string {
  const params = new URLSearchParams(search);
  for (const slot of armorySlots) {
    if (isDefault(set)) params.delete(armoryParams[slot]);
    else params.set(armoryParams[slot], set[slot]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Writes the set into the link of the page being read, in place: history.replaceState, never a
 * new entry. Equipping is trying things on, not going somewhere: Back should take the visitor to
 * where they were before this page, not through every mask they tried (ten tries would take
 * eleven Backs to leave, each one re-dressing the character instead of leaving). Reload and a
 * copied link still carry the set, which is what the link is for. Other parameters, the #fragment
 * and the entry's state are kept.
 */
export function writeArmoryToUrl(set: EquippedSet): void {
  const { pathname, search, hash } = window.location;
  const next = serialiseArmory(set, search);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
