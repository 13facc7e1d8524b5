import {
  armoryItems,
  armorySlots,
  findItem,
  itemsOf,
  type ArmorySlot,
  type EquippedSet,
} from './armory';
import type { MessageId } from './messages';

/*
 * Every Armory set has a link of its own: a pre-rendered share page per language, whose link
 * preview is a picture of the Masked Flame wearing the set (docs/share.md). A set's slug is its
 * three ids in slot order, joined by '-' (`moon-ash-charm`): short, readable in any language, and
 * one slug per set, since no id has a '-' (the build validates it, scripts/lib/site-schema.ts).
 */

const SEPARATOR = '-';

/** The id of the Armory's block on the home page: the way in from a share page lands there. */
export const armoryAnchor = 'armory';

/** The share pictures' size and type: what every link preview reads (Open Graph's large card). */
export const lookPicture = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** `mask-wings-gear`: a set's slug. */
export const lookSlug = (set: EquippedSet): string =>
  armorySlots.map((slot) => set[slot]).join(SEPARATOR);

/** The set a slug names, or undefined when it names none (a typo, a retired item). */
export function setFromSlug(slug: string): EquippedSet | undefined {
  const ids = slug.split(SEPARATOR);
  if (ids.length !== armorySlots.length) return undefined;
  const [mask, wings, gear] = ids as [string, string, string];
  const items = {
    mask: findItem('mask', mask),
    wings: findItem('wings', wings),
    gear: findItem('gear', gear),
  };
  if (!items.mask || !items.wings || !items.gear) return undefined;
  return { mask: items.mask.id, wings: items.wings.id, gear: items.gear.id };
}

/** Every set, masks outermost, in the order the Armory lists the items. */
export const lookSets = (): EquippedSet[] =>
  itemsOf('mask').flatMap((mask) =>
    itemsOf('wings').flatMap((wings) =>
      itemsOf('gear').map((gear) => ({ mask: mask.id, wings: wings.id, gear: gear.id })),
    ),
  );

/** A set's share page, in the source language: `/look/moon-ash-charm/`. */
export const lookPagePath = (set: EquippedSet): string => `/look/${lookSlug(set)}/`;

/** A set's picture at the site root, one for every language: `/looks/moon-ash-charm.jpg`. */
export const lookPicturePath = (set: EquippedSet): string => `/looks/${lookSlug(set)}.jpg`;

/** The Armory's portrait of a set, the art of its picture: `/looks/moon-ash-charm.avif`. */
export const lookPortraitPath = (set: EquippedSet): string => `/looks/${lookSlug(set)}.avif`;

/**
 * The home page's Armory with the set on (`?mask=moon&wings=ash&gear=charm#armory`), every slot
 * named, so a link keeps meaning the same set if the defaults change. `home` is the home page in
 * the link's language ('/', '/fr/').
 */
export function armoryLinkFor(set: EquippedSet, home: string): string {
  const query = armorySlots.map((slot) => `${slot}=${encodeURIComponent(set[slot])}`).join('&');
  return `${home}?${query}#${armoryAnchor}`;
}

/** The items of a set, slot by slot. */
export const lookItems = (set: EquippedSet) =>
  armorySlots.map((slot: ArmorySlot) => {
    const item = armoryItems.find(
      (candidate) => candidate.slot === slot && candidate.id === set[slot],
    );
    if (!item) throw new Error(`The Armory has no ${slot} item "${set[slot]}"`);
    return item;
  });

/** The words of sharing a look: the Armory's Share control and the share pages. */
export const lookLabels = {
  share: 'armory.share.label',
  savePicture: 'armory.share.savePicture',
  manualCopy: 'armory.share.manualCopy',
  /** The share sheet's title and line: {mask}, {wings}, {gear} are the items' names. */
  shareTitle: 'armory.look.title',
  shareText: 'armory.look.description',
  pictureAlt: 'armory.look.pictureAlt',
  pageHeading: 'armory.look.heading',
  wayIn: 'armory.look.wayIn',
  slotsHeading: 'armory.look.items',
} as const satisfies Record<string, MessageId>;
