import { type Color, DoubleSide, ShaderMaterial } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, fogUniforms, mixColor } from './shared-uniforms';
import fragmentSource from './leaf.frag.glsl?raw';
import vertexSource from './leaf.vert.glsl?raw';

// Silhouettes: near-black leaves whose midrib and edges catch a little of the haze, then fade into
// the fog with distance, which is what puts layers of jungle between the viewer and the warrior.
// Leaves sway as a whole from their stem (uv.y = 0), each instance on its own phase.
const shaders = spliceShaders(vertexSource, fragmentSource);

export interface LeafOptions {
  color: Color;
  sway: number;
  fogBoost: number;
}

export function createLeafMaterial(state: SceneState, options: LeafOptions): ShaderMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      ...fogUniforms(),
      uColor: { value: options.color },
      uEdge: { value: mixColor('surface2', 'moss', 0.35) },
      uSway: { value: options.sway },
      uFogBoost: { value: options.fogBoost },
    },
    side: DoubleSide,
  });
}
