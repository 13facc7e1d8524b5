import type { MaskLook, WingsLook } from '../../content/armory-look';
import type { PaletteColor } from './palette';
import { color, mixColor } from './shared-uniforms';
import type { Color, ShaderMaterial } from 'three';

/*
 * The Armory's looks (content/armory-look.ts) as colours on the character's materials: the only
 * place a look becomes paint. The look he wears at first is the Armory's defaults' (scene-state.ts).
 */

const setColor = (material: ShaderMaterial, name: string, value: Color) => {
  const uniform = material.uniforms[name];
  if (uniform) (uniform.value as Color).copy(value);
};

/** The mask's wood, grain, paint and eyes, in the same mixes the carving was designed with. */
export function paintMask(material: ShaderMaterial, look: MaskLook): void {
  setColor(material, 'uWoodDark', mixColor(look.wood, 'bg', 0.9));
  setColor(material, 'uWoodLight', mixColor(look.grain, 'line', 0.5).multiplyScalar(0.75));
  setColor(material, 'uPaint', color(look.paint));
  setColor(material, 'uEyeHot', color(look.eyes));
  setColor(material, 'uRim', color(look.paint));
}

/** A feathered surface (the wings) in a look's colours. */
export function paintFeathers(material: ShaderMaterial, look: WingsLook): void {
  setColor(material, 'uBase', mixColor(look.feather, 'bg', 0.55));
  setColor(material, 'uTip', color(look.tip));
}

/** A solid piece of gear, tinted. */
export function paintGear(material: ShaderMaterial, tint: PaletteColor, depth = 0.6): void {
  setColor(material, 'uBase', mixColor(tint, 'bg', depth));
  setColor(material, 'uTip', color(tint));
}
