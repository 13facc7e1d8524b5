import { type Color, DoubleSide, ShaderMaterial, type Vector3 } from 'three';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { animated, color, fogUniforms, mixColor } from './shared-uniforms';
import fragmentSource from './body.frag.glsl?raw';
import vertexSource from './body.vert.glsl?raw';

// The warrior's dark hood, shoulders and the leaf plumes of the headdress: nearly black jungle
// cloth that only the flame, the haze and an ember rim reveal.
const shaders = spliceShaders(vertexSource, fragmentSource);

export interface BodyOptions {
  base: Color;
  veins?: number;
  tipGlow?: number;
}

export function createBodyMaterial(
  state: SceneState,
  flameWorld: Vector3,
  options: BodyOptions,
): ShaderMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      ...fogUniforms(),
      uBase: { value: options.base },
      uVein: { value: mixColor('moss', 'surface', 0.55) },
      uKey: { value: mixColor('ember', 'gold', 0.3) },
      uRim: { value: mixColor('flame', 'ember', 0.4) },
      uFill: { value: mixColor('surface2', 'teal', 0.12).multiplyScalar(0.55) },
      uTip: { value: color('flame') },
      uFlameWorld: { value: flameWorld },
      uTipGlow: { value: options.tipGlow ?? 0 },
      uVeins: { value: options.veins ?? 0 },
    },
    side: DoubleSide,
  });
}
