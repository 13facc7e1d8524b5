import { type IUniform, ShaderMaterial, Vector2 } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, color, mixColor, type TypedShaderMaterial } from './shared-uniforms';
import fragmentSource from './backdrop.frag.glsl?raw';
import vertexSource from './backdrop.vert.glsl?raw';

// The jungle night: a canopy haze lit green from above, shafts of light through the leaves, drifting
// fog, and the warm halo the flame throws on the mist behind the warrior. Drawn straight in clip
// space behind everything: one triangle pair, no camera maths.
const shaders = spliceShaders(vertexSource, fragmentSource);

export type BackdropMaterial = TypedShaderMaterial<{
  uAspect: IUniform<Vector2>;
  uParallax: IUniform<Vector2>;
  uGlowCenter: IUniform<Vector2>;
}>;

export function createBackdropMaterial(state: SceneState): BackdropMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      uTop: { value: mixColor('bg', 'surface', 0.5) },
      uHaze: { value: mixColor('surface2', 'teal', 0.12).multiplyScalar(1.25) },
      uBottom: { value: color('bg') },
      uShaft: { value: mixColor('moss', 'teal', 0.3).multiplyScalar(0.15) },
      uGlow: { value: mixColor('flame', 'ember', 0.25).multiplyScalar(0.3) },
      uGlowCenter: { value: new Vector2(0.5, 0.62) },
      uAspect: { value: new Vector2(1, 1) },
      uParallax: { value: new Vector2(0, 0) },
    },
    depthWrite: false,
    depthTest: false,
  }) as BackdropMaterial;
}
