/*
 * What the inline boot script and the Armory share to show a shared look's set before the sections
 * hydrate (boot/armory-from-link.ts): the name of a slot's radios, the custom property on <html>
 * that holds the still the Armory's stage shows for a slot until then, and the stage's portrait.
 */

/** The name the radios of a slot share (`armory-mask`). */
export const armoryRadioName = (slot: string) => `armory-${slot}`;

/** The custom property on <html> naming the still of the item the page's link puts in `slot`. */
export const lookStillProperty = (slot: string) => `--look-${slot}`;

/** On the stage's portrait of the set: its slots in slug order (`mask wings gear`). */
export const ARMORY_PORTRAIT_ATTRIBUTE = 'data-armory-portrait';

/** The custom property on <html> naming the portrait of the set the page's link puts on. */
export const LOOK_PORTRAIT_PROPERTY = '--look-portrait';

/**
 * A set's portrait from its items' ids in slot order: content/looks.ts's lookPortraitPath, which
 * content may not import from here (tests/unit/boot/armory-from-link.test.ts holds the two to the
 * same path for every set).
 */
export const lookPortraitOfIds = (ids: readonly string[]) => `/looks/${ids.join('-')}.avif`;
