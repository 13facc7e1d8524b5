import { AdditiveBlending, type Color, ShaderMaterial } from 'three';
import type { SceneState } from '../scene-state';
import { noiseGlsl, outputGlsl } from './glsl';
import { animated } from './shared-uniforms';

const vertexShader = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

// A soft additive halo that breathes with the flame: the bloom the scene fakes instead of paying
// for a post-processing pass.
const fragmentShader = /* glsl */ `
uniform float uTime;
uniform float uFlare;
uniform vec3 uColor;
uniform float uIntensity;
uniform float uFalloff;
uniform float uSeed;
varying vec2 vUv;
${noiseGlsl}

void main() {
  float d = length(vUv - 0.5) * 2.0;
  float glow = pow(max(0.0, 1.0 - d), uFalloff);
  float flicker = 0.82 + 0.3 * valueNoise(vec2(uTime * 7.0, uSeed));
  gl_FragColor = vec4(uColor * uIntensity * flicker * (1.0 + 0.8 * uFlare), glow);
  ${outputGlsl}
}
`;

export interface GlowOptions {
  color: Color;
  intensity: number;
  falloff: number;
  seed: number;
}

export function createGlowMaterial(state: SceneState, options: GlowOptions): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
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
  });
}
