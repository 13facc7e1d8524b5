/*
 * What the inline boot script and the Armory share to show a shared look's set before the sections
 * hydrate (boot/armory-from-link.ts): the name of a slot's radios, and the custom property on
 * <html> that holds the still the Armory's stage shows for a slot until then.
 */

/** The name the radios of a slot share (`armory-mask`). */
export const armoryRadioName = (slot: string) => `armory-${slot}`;

/** The custom property on <html> naming the still of the item the page's link puts in `slot`. */
export const lookStillProperty = (slot: string) => `--look-${slot}`;
