import type { MessageId } from './messages';
import type { ArmoryLook } from './armory-look';
import type { ColorToken, IconName } from './types';

/** The three places the Masked Flame wears an item, in the order the Armory shows them. */
export const armorySlots = ['mask', 'wings', 'gear'] as const;
export type ArmorySlot = (typeof armorySlots)[number];

export const rarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof rarities)[number];

/** One item of one slot: its words are messages, its look is what the scene draws. */
export type ArmoryItem = {
  [S in ArmorySlot]: {
    /** Unique within its slot; it is what the page's link says (`?mask=moon`). */
    id: string;
    slot: S;
    rarity: Rarity;
    name: MessageId;
    /** One line. */
    description: MessageId;
    look: ArmoryLook[S];
  };
}[ArmorySlot];

/** A slot as the section shows it: a group with a legend, an icon and the text it always had. */
export interface ArmorySlotContent {
  slot: ArmorySlot;
  legend: MessageId;
  description: MessageId;
  icon: IconName;
}

export const armorySlotContent = [
  {
    slot: 'mask',
    legend: 'character.collectibles.masks.name',
    description: 'character.collectibles.masks.text',
    icon: 'flame',
  },
  {
    slot: 'wings',
    legend: 'character.collectibles.wings.name',
    description: 'character.collectibles.wings.text',
    icon: 'feather',
  },
  {
    slot: 'gear',
    legend: 'character.collectibles.gear.name',
    description: 'character.collectibles.gear.text',
    icon: 'shield',
  },
] as const satisfies readonly ArmorySlotContent[];

/**
 * Every item, slot by slot. The first of each slot is what the Character section has always
 * described, and what the scene draws until told otherwise (armoryDefaults, read by
 * src/scene/scene-state.ts). Validated at build time (scripts/lib/site-schema.ts).
 */
export const armoryItems = [
  {
    id: 'heartwood',
    slot: 'mask',
    rarity: 'rare',
    name: 'armory.mask.heartwood.name',
    description: 'armory.mask.heartwood.description',
    look: { wood: 'flame', grain: 'ember', paint: 'flame', eyes: 'flame' },
  },
  {
    id: 'ash',
    slot: 'mask',
    rarity: 'common',
    name: 'armory.mask.ash.name',
    description: 'armory.mask.ash.description',
    look: { wood: 'violet', grain: 'teal', paint: 'gold', eyes: 'ember' },
  },
  {
    id: 'verdant',
    slot: 'mask',
    rarity: 'epic',
    name: 'armory.mask.verdant.name',
    description: 'armory.mask.verdant.description',
    look: { wood: 'moss', grain: 'jade', paint: 'jade', eyes: 'gold' },
  },
  {
    id: 'moon',
    slot: 'mask',
    rarity: 'legendary',
    name: 'armory.mask.moon.name',
    description: 'armory.mask.moon.description',
    look: { wood: 'violet', grain: 'violet', paint: 'teal', eyes: 'violet' },
  },
  {
    id: 'ember',
    slot: 'wings',
    rarity: 'common',
    name: 'armory.wings.ember.name',
    description: 'armory.wings.ember.description',
    look: { feather: 'flame', tip: 'flame' },
  },
  {
    id: 'ash',
    slot: 'wings',
    rarity: 'rare',
    name: 'armory.wings.ash.name',
    description: 'armory.wings.ash.description',
    look: { feather: 'teal', tip: 'rose' },
  },
  {
    id: 'moon',
    slot: 'wings',
    rarity: 'legendary',
    name: 'armory.wings.moon.name',
    description: 'armory.wings.moon.description',
    look: { feather: 'violet', tip: 'teal' },
  },
  {
    id: 'none',
    slot: 'wings',
    rarity: 'common',
    name: 'armory.wings.none.name',
    description: 'armory.wings.none.description',
    look: null,
  },
  {
    id: 'glaive',
    slot: 'gear',
    rarity: 'common',
    name: 'armory.gear.glaive.name',
    description: 'armory.gear.glaive.description',
    look: { kind: 'glaive', tint: 'ember' },
  },
  {
    id: 'charm',
    slot: 'gear',
    rarity: 'rare',
    name: 'armory.gear.charm.name',
    description: 'armory.gear.charm.description',
    look: { kind: 'charm', tint: 'jade' },
  },
  {
    id: 'armour',
    slot: 'gear',
    rarity: 'epic',
    name: 'armory.gear.armour.name',
    description: 'armory.gear.armour.description',
    look: { kind: 'armour', tint: 'flame' },
  },
] as const satisfies readonly ArmoryItem[];

/** The id of an item of `slot`. */
export type ArmoryItemId<S extends ArmorySlot = ArmorySlot> = Extract<
  (typeof armoryItems)[number],
  { slot: S }
>['id'];

/** What the Masked Flame wears: one item per slot. */
export type EquippedSet = { readonly [S in ArmorySlot]: ArmoryItemId<S> };

/** What he wears until the visitor chooses otherwise: the items the section has always named. */
export const armoryDefaults = {
  mask: 'heartwood',
  wings: 'ember',
  gear: 'glaive',
} as const satisfies EquippedSet;

/** A rarity's badge: its name in the page's language and its colour. */
export const rarityLabels = {
  common: { label: 'armory.rarity.common', color: 'moss' },
  rare: { label: 'armory.rarity.rare', color: 'teal' },
  epic: { label: 'armory.rarity.epic', color: 'violet' },
  legendary: { label: 'armory.rarity.legendary', color: 'gold' },
} as const satisfies Record<Rarity, { label: MessageId; color: ColorToken }>;

/** The section's own words around the items. */
export const armoryLabels = {
  title: 'sections.character.gear',
  intro: 'armory.intro',
  equipped: 'armory.equipped',
  /** A still picture of the Masked Flame wearing one item ({item}: its name). */
  stillAlt: 'armory.stillAlt',
} as const satisfies Record<string, MessageId>;

/** Everything the build validates: the slots, the items and the defaults. */
export const armory = {
  slots: armorySlotContent,
  items: armoryItems,
  defaults: armoryDefaults,
} as const;

/** An item of `slot`, typed as one. */
export type SlotItem<S extends ArmorySlot> = Extract<(typeof armoryItems)[number], { slot: S }>;

/** The items of one slot, in the order they are shown. */
export const itemsOf = <S extends ArmorySlot>(slot: S): SlotItem<S>[] =>
  armoryItems.filter((item): item is SlotItem<S> => item.slot === slot);

/** The item `id` of `slot`, or undefined when the slot has no such item. */
export const findItem = <S extends ArmorySlot>(slot: S, id: string): SlotItem<S> | undefined =>
  itemsOf(slot).find((item) => item.id === id);

/**
 * The set of the ids given, slot by slot: a slot left out, or given an id it has no item for, holds
 * its default.
 */
export const setOf = (ids: Partial<Record<ArmorySlot, string | null>>): EquippedSet => ({
  mask: findItem('mask', ids.mask ?? '')?.id ?? armoryDefaults.mask,
  wings: findItem('wings', ids.wings ?? '')?.id ?? armoryDefaults.wings,
  gear: findItem('gear', ids.gear ?? '')?.id ?? armoryDefaults.gear,
});

function itemOrDefault<S extends ArmorySlot>(slot: S, id: string): SlotItem<S> {
  const item = findItem(slot, id) ?? findItem(slot, armoryDefaults[slot]);
  if (!item) throw new Error(`The Armory has no ${slot} item "${id}" nor its default`);
  return item;
}

/** What the scene is told to draw for a set. */
export const lookOf = (set: EquippedSet): ArmoryLook => ({
  mask: itemOrDefault('mask', set.mask).look,
  wings: itemOrDefault('wings', set.wings).look,
  gear: itemOrDefault('gear', set.gear).look,
});
