uniform float uTime;
uniform float uSway;
#include "leaf-varyings"
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
