import { Color, type IUniform, type ShaderMaterial } from 'three';
import { palette, type PaletteColor } from './palette';

export const color = (name: PaletteColor) => new Color(palette[name]);

/** A color between two palette entries, for tints the tokens do not name. */
export const mixColor = (a: PaletteColor, b: PaletteColor, t: number) => color(a).lerp(color(b), t);

/** The jungle haze every material fades into with distance. */
export const fogUniforms = () => ({
  uFogColor: { value: mixColor('surface', 'surface2', 0.55) },
  uFogDensity: { value: 0.085 },
});

/** The scene state's uniforms (scene-state.ts) that every material shares. */
type SharedUniforms = Record<'uTime' | 'uFlare', IUniform<number>>;

/** The time and flare uniforms are the same objects in every material: one write per frame. */
export const animated = (state: { uniforms: SharedUniforms }) => ({
  uTime: state.uniforms.uTime,
  uFlare: state.uniforms.uFlare,
});

/** A shader material whose uniforms the scene reads and writes by name, typed. */
export type TypedShaderMaterial<U extends Record<string, IUniform>> = ShaderMaterial & {
  uniforms: U;
};
