import type { ColorToken } from './types';

/**
 * How an Armory item looks on the Masked Flame, in the design's colours: the scene draws it from
 * these (src/scene/parts/), and content never names a shader.
 */
export interface MaskLook {
  /** The heartwood's dark tone and its grain. */
  wood: ColorToken;
  grain: ColorToken;
  /** The chevrons and soot band painted on it, and the fire in its eyes. */
  paint: ColorToken;
  eyes: ColorToken;
}

export interface WingsLook {
  feather: ColorToken;
  tip: ColorToken;
}

export const gearKinds = ['glaive', 'charm', 'armour'] as const;
export type GearKind = (typeof gearKinds)[number];

export interface GearLook {
  kind: GearKind;
  tint: ColorToken;
}

/** What the scene is told to show: one look per slot; wings may be none. */
export interface ArmoryLook {
  mask: MaskLook;
  wings: WingsLook | null;
  gear: GearLook;
}
