import { AdditiveBlending, DoubleSide, ShaderMaterial } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, color, mixColor } from './shared-uniforms';
import fragmentSource from './flame.frag.glsl?raw';
import vertexSource from './quad.vert.glsl?raw';

// A living flame drawn from noise that rises through a tapering silhouette: the crest of the mask.
const shaders = spliceShaders(vertexSource, fragmentSource);

export interface FlameOptions {
  seed: number;
  intensity: number;
  speed?: number;
}

export function createFlameMaterial(state: SceneState, options: FlameOptions): ShaderMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      uSeed: { value: options.seed },
      uIntensity: { value: options.intensity },
      uSpeed: { value: options.speed ?? 1 },
      uDeep: { value: mixColor('flame', 'bg', 0.72) },
      uFlame: { value: color('flame') },
      uEmber: { value: color('ember') },
      uGold: { value: color('gold') },
      uCore: { value: mixColor('gold', 'text', 0.65).multiplyScalar(1.7) },
    },
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
    side: DoubleSide,
  });
}
