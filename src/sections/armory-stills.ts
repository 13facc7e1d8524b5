import type { CSSProperties } from 'react';
import type { ArmorySlot } from '../content/armory';
import { lookStillProperty } from '../lib/armory-before-hydration';

/*
 * Each Armory item's still picture (npm run render:still), by file name: `<slot>-<id>`. The glob is
 * eager so the build emits every file and the pre-rendered page names them; only URLs reach the
 * bundle.
 */
const files = import.meta.glob<string>('../../assets/armory/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface ItemStill {
  avif: string;
  webp: string;
}

/** The still of `slot`'s item `id`, or undefined when none was rendered. */
export function itemStill(slot: ArmorySlot, id: string): ItemStill | undefined {
  const base = `../../assets/armory/${slot}-${id}`;
  const avif = files[`${base}.avif`];
  const webp = files[`${base}.webp`];
  return avif && webp ? { avif, webp } : undefined;
}

/**
 * A still's box before the sections hydrate: its AVIF as a CSS url() (the build's names are plain:
 * letters, digits, _ and -), which the box's stylesheet shows as its background from the visitor's
 * first move (data-headed-below). A browser without AVIF shows the box empty until the image.
 */
export const stillBackground = (still: ItemStill): CSSProperties =>
  ({ '--still': `url(${still.avif})` }) as CSSProperties;

/**
 * The stage's box for `slot` before the sections hydrate: the still of the item the page's link
 * names, set on <html> by the boot script (boot/armory-from-link.ts), else the default's.
 */
export const stageStillBackground = (slot: ArmorySlot, still: ItemStill): CSSProperties =>
  ({ '--still': `var(${lookStillProperty(slot)}, url(${still.avif}))` }) as CSSProperties;
