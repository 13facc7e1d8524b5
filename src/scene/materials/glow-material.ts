import { AdditiveBlending, type Color, type IUniform, ShaderMaterial } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, type TypedShaderMaterial } from './shared-uniforms';
import fragmentSource from './glow.frag.glsl?raw';
import vertexSource from './quad.vert.glsl?raw';

// A soft additive halo that breathes with the flame: the bloom the scene fakes instead of paying
// for a post-processing pass.
const shaders = spliceShaders(vertexSource, fragmentSource);

export interface GlowOptions {
  color: Color;
  intensity: number;
  falloff: number;
  seed: number;
}

export type GlowMaterial = TypedShaderMaterial<{
  uColor: IUniform<Color>;
  uIntensity: IUniform<number>;
}>;

export function createGlowMaterial(state: SceneState, options: GlowOptions): GlowMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      uColor: { value: options.color },
      uIntensity: { value: options.intensity },
      uFalloff: { value: options.falloff },
      uSeed: { value: options.seed },
    },
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
  }) as GlowMaterial;
}
