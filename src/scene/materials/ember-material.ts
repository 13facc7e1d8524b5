import { AdditiveBlending, type IUniform, ShaderMaterial, Vector3 } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, color, mixColor, type TypedShaderMaterial } from './shared-uniforms';
import fragmentSource from './ember.frag.glsl?raw';
import vertexSource from './ember.vert.glsl?raw';

// Every ember's path is a function of time and its seed, so the CPU never touches them per frame.
// aSeed.x: phase, .y: speed and size, .z / .w: where it starts; aKind: 0 crest ember, 1 drifting
// spark across the scene, 2 jade firefly.
const shaders = spliceShaders(vertexSource, fragmentSource);

export type EmberMaterial = TypedShaderMaterial<{
  uPixelRatio: IUniform<number>;
  uOrigin: IUniform<Vector3>;
}>;

export function createEmberMaterial(state: SceneState): EmberMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      uPixelRatio: { value: 1 },
      uOrigin: { value: new Vector3(0, 1.0, 0.1) },
      uHot: { value: mixColor('gold', 'text', 0.4) },
      uWarm: { value: color('ember') },
      uCool: { value: mixColor('flame', 'bg', 0.3) },
      uFirefly: { value: mixColor('jade', 'moss', 0.3) },
    },
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
  }) as EmberMaterial;
}
