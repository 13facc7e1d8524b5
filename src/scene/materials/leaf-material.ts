import { type Color, DoubleSide, ShaderMaterial } from 'three';
import type { SceneState } from '../scene-state';
import { fogGlsl, outputGlsl } from './glsl';
import { animated, fogUniforms, mixColor } from './shared-uniforms';

// Leaves sway as a whole from their stem (uv.y = 0), each instance on its own phase.
const vertexShader = /* glsl */ `
uniform float uTime;
uniform float uSway;
varying vec2 vUv;
varying float vDepth;
varying float vShade;
void main() {
  vUv = uv;
  vec4 world = modelMatrix * instanceMatrix * vec4(position, 1.0);
  float phase = instanceMatrix[3].x * 1.7 + instanceMatrix[3].y * 2.3;
  float bend = uv.y * uv.y * uSway;
  world.x += sin(uTime * 0.7 + phase) * bend;
  world.y += cos(uTime * 0.55 + phase * 1.3) * bend * 0.4;
  vec4 mv = viewMatrix * world;
  vDepth = -mv.z;
  vShade = fract(sin(phase) * 43758.5453);
  gl_Position = projectionMatrix * mv;
}
`;

// Silhouettes: near-black leaves whose midrib and edges catch a little of the haze, then fade into
// the fog with distance, which is what puts layers of jungle between the viewer and the warrior.
const fragmentShader = /* glsl */ `
uniform vec3 uColor;
uniform vec3 uEdge;
uniform float uFogBoost;
varying vec2 vUv;
varying float vDepth;
varying float vShade;
${fogGlsl}

void main() {
  float rib = 1.0 - smoothstep(0.01, 0.06, abs(vUv.x - 0.5));
  vec3 col = uColor * (0.75 + 0.5 * vShade) + uEdge * rib * 0.25;
  vec3 fogged = applyFog(col, vDepth * uFogBoost);
  gl_FragColor = vec4(fogged, 1.0);
  ${outputGlsl}
}
`;

export interface LeafOptions {
  color: Color;
  sway: number;
  fogBoost: number;
}

export function createLeafMaterial(state: SceneState, options: LeafOptions): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
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
