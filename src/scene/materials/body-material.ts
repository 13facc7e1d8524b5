import { type Color, DoubleSide, ShaderMaterial, type Vector3 } from 'three';
import type { SceneState } from '../scene-state';
import { fogGlsl, noiseGlsl, outputGlsl } from './glsl';
import { animated, color, fogUniforms, mixColor } from './shared-uniforms';

const vertexShader = /* glsl */ `
#include <common>
varying vec2 vUv;
varying vec3 vWorld;
varying vec3 vNormalW;
varying float vDepth;
void main() {
  vUv = uv;
  vec4 local = vec4(position, 1.0);
  mat4 model = modelMatrix;
  #ifdef USE_INSTANCING
    model = modelMatrix * instanceMatrix;
  #endif
  vec4 world = model * local;
  vWorld = world.xyz;
  vNormalW = normalize(mat3(model) * normal);
  vec4 mv = viewMatrix * world;
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
`;

// The warrior's dark hood, shoulders and the leaf plumes of the headdress: nearly black jungle
// cloth that only the flame, the haze and an ember rim reveal.
const fragmentShader = /* glsl */ `
uniform float uTime;
uniform float uFlare;
uniform vec3 uBase;
uniform vec3 uVein;
uniform vec3 uKey;
uniform vec3 uRim;
uniform vec3 uFill;
uniform vec3 uTip;
uniform vec3 uFlameWorld;
uniform float uTipGlow;
uniform float uVeins;
varying vec2 vUv;
varying vec3 vWorld;
varying vec3 vNormalW;
varying float vDepth;
${noiseGlsl}
${fogGlsl}

void main() {
  vec3 n = normalize(vNormalW);
  if (!gl_FrontFacing) n = -n;
  vec3 v = normalize(cameraPosition - vWorld);
  vec3 toFlame = uFlameWorld - vWorld;
  vec3 l = normalize(toFlame);
  float flicker = 0.86 + 0.24 * valueNoise(vec2(uTime * 6.5, 1.3));
  float fire = (1.0 + 0.75 * uFlare) * flicker;

  float weave = valueNoise(vUv * vec2(40.0, 60.0));
  float vein = uVeins * (1.0 - smoothstep(0.0, 0.05, abs(vUv.x - 0.5)));
  vein += uVeins * 0.6 * (1.0 - smoothstep(0.0, 0.04, abs(fract((vUv.y - abs(vUv.x - 0.5) * 0.8) * 9.0) - 0.5)));
  vec3 albedo = mix(uBase * (0.8 + 0.4 * weave), uVein, clamp(vein, 0.0, 1.0) * 0.5);

  float key = max(dot(n, l), 0.0);
  vec3 light = uKey * key * fire * 1.4 / (0.5 + 0.3 * dot(toFlame, toFlame));
  light += uFill * (0.55 + 0.45 * n.y);
  float facing = max(dot(n, v), 0.0);
  light += uRim * pow(1.0 - facing, 2.5) * 1.3 * fire;

  vec3 col = albedo * light;
  float tip = smoothstep(0.72, 1.0, vUv.y) * uTipGlow;
  col += uTip * tip * tip * fire * 1.2;

  gl_FragColor = vec4(applyFog(col, vDepth), 1.0);
  ${outputGlsl}
}
`;

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
    vertexShader,
    fragmentShader,
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
