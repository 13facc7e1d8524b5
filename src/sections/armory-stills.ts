import type { CSSProperties } from 'react';
import type { ArmorySlot } from '../content/armory';

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
